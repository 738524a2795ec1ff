import type { ReactNode } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { MemoryRouter, useRoutes, type RouteObject } from '@hearth/shared/router';
import type { QueryClient } from '@tanstack/react-query';
import { HearthProviders } from '../ui/providers';
import { addTranslations, initI18n } from '../i18n/i18n';
import { setRuntimeConfig } from '../config/config-store';
import { useLocaleStore } from '../stores/locale-store';
import type { Locale } from '../i18n/locales';
import type { RuntimeConfig } from '../config/runtime-config-schema';
import type { RemoteRoutesModule, RemoteTranslations } from '../federation/remote-contract';
import { preloadRoutePages, withLazyElements } from '../federation/route-elements';
import { HandleTitle } from '../federation/handle-title';
import { makeTestConfig } from './test-config';
import { createTestQueryClient } from './query-client';
import { LocationProbe } from './render-page';
import { agentPhoneSettled } from './agent-phone';

export interface RemoteRouteOptions {
  locale?: Locale;
  config?: RuntimeConfig;
  /** Namespaces besides the remote's own (its `translations` are always registered). */
  translations?: readonly RemoteTranslations[];
  /** The data cache; a fresh one per call by default (retries off). */
  queryClient?: QueryClient;
  /** What `/not/found` and paths the remote does not route show (the shell's 404 page there). */
  notFound?: ReactNode;
}

function RouteView({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

/**
 * Renders a remote's real `./routes` module at `url`, the way the shell does: its routes wrapped by
 * `withLazyElements` (each route's `handle.prefetch` runs when it matches, with the test's QueryClient), the
 * matching lazy page loaded first (so it renders without a Suspense fallback), inside the real providers with a
 * fresh QueryClient, the test runtime config, the locale and the remote's translations. `/not/found` and unrouted
 * paths show `notFound`; a LocationProbe (`data-testid="location"`) shows the current URL. When the page shows
 * the agent sidebar, resolves once its phone is formatted (see `agentPhoneSettled`). The document title comes from
 * the matched route's `handle.titleKey`, as in the shell (`HandleTitle`).
 */
export async function renderRemoteRoute(
  remote: RemoteRoutesModule,
  url: string,
  options: RemoteRouteOptions = {},
): Promise<RenderResult & { queryClient: QueryClient }> {
  const locale = options.locale ?? 'en';
  setRuntimeConfig(options.config ?? makeTestConfig());
  useLocaleStore.setState({ locale });
  await initI18n(locale);
  await Promise.all([remote.translations, ...(options.translations ?? [])].map(addTranslations));
  await preloadRoutePages(remote.routes, url);
  const notFound = options.notFound ?? <p>not found page</p>;
  const routes: RouteObject[] = [
    ...withLazyElements(remote.routes),
    { path: '/not/found', element: notFound },
    { path: '*', element: notFound },
  ];
  const queryClient = options.queryClient ?? createTestQueryClient();
  const result = render(
    <HearthProviders queryClient={queryClient}>
      <MemoryRouter initialEntries={[url]}>
        <RouteView routes={routes} />
        <HandleTitle routes={remote.routes} namespace={remote.translations.namespace} />
        <LocationProbe />
      </MemoryRouter>
    </HearthProviders>,
  );
  await agentPhoneSettled(result.container);
  return { ...result, queryClient };
}
