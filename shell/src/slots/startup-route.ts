import type { QueryClient } from '@tanstack/react-query';
import { addTranslations, type RemoteName } from '@hearth/shared';
import { startRemoteRoute } from './lazy-routes';
import { validateRemoteModule } from './remote-module';
import type { RemoteSource } from '../federation/remote-source';
import { rememberModule } from './module-cache';

/**
 * The start-up URL's remote page, started by the bootstrap before React renders (ADR 0015): as soon as the owner's
 * `./routes` module is in, the matching route's prefetch and page chunk start, outside React. An agent page's slot
 * mounts only once the site gate opens; a prefetch that needs the site's owner then leaves the moment the owner is
 * known (`siteAgentWhenResolved`), not after the gate, the slot and the page have rendered. The slot then loads the
 * same module (cached by the runtime) and finds the prefetch under way (it does not start it again). Failures are
 * left to the slot, which reports them and shows its fallback.
 */
export function startStartupRoute(
  name: RemoteName,
  location: { pathname: string; search: string },
  queryClient: QueryClient,
  source: RemoteSource,
): void {
  source
    .load(name)
    .then((raw) => {
      const module = validateRemoteModule(name, raw);
      addTranslations(module.translations).catch(() => undefined);
      return startRemoteRoute(module, location, queryClient);
    })
    .catch(() => undefined);
}

/**
 * The start-up URL's remote page, loaded before the first render: `./routes` accepted and remembered for its slot
 * (which then renders at once), the route's prefetch started (given a query client) and its page chunk in. The server
 * awaits it before rendering a page, and the browser before hydrating that page (without a prefetch: the data is the
 * server's). Its texts in the page's language are in too. Rejects when the remote or its texts cannot be loaded.
 */
export async function loadStartupRoute(
  name: RemoteName,
  location: { pathname: string; search: string },
  queryClient: QueryClient | undefined,
  source: RemoteSource,
): Promise<void> {
  const module = validateRemoteModule(name, await source.load(name));
  const pages = startRemoteRoute(module, location, queryClient);
  pages.catch(() => undefined); // awaited below, unless the texts fail first
  // Remembered for its slot once its texts are in (a slot shows a remembered module at once).
  await addTranslations(module.translations);
  rememberModule(source, name, module);
  await pages;
}
