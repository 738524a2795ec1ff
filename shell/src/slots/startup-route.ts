import type { QueryClient } from '@tanstack/react-query';
import { addTranslations, type RemoteName } from '@hearth/shared';
import { startRemoteRoute } from './lazy-routes';
import { validateRemoteModule } from './remote-module';
import type { RemoteSource } from '../federation/remote-source';
import { rememberModule } from './module-cache';

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
