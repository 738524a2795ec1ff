import { createSharedStore } from './create-shared-store';

/**
 * The route table links are bound through (ADR 0029): per remote (its container name), its linkable routes by id
 * (`{ remote_listings: { 'listing-detail': '/listing/:id', … } }`), as remotes.json gives them at run time. The
 * shell publishes it whenever it reads remotes.json; a link into a remote that is missing here is unbound.
 */
export type BoundRoutes = Readonly<Record<string, Readonly<Record<string, string>>>>;

interface BoundRoutesState {
  routes: BoundRoutes;
}

/** One table per page (singleton): the shell writes it, every container's links read it. */
export const useBoundRoutesStore = createSharedStore<BoundRoutesState>(() => ({ routes: {} }));

/** Publishes the table (the shell, on each read of remotes.json; a harness or a test). */
export function bindRoutes(routes: BoundRoutes): void {
  useBoundRoutesStore.setState({ routes });
}
