import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Outlet, useRoutes, type RouteObject } from '@hearth/shared/router';
import {
  loadRuntimeConfig,
  setRuntimeConfig,
  addTranslations,
  initI18n,
  localeFromNativeLanguage,
  type Locale,
  installNativeContext,
  useLocaleStore,
  useSiteStore,
} from '@hearth/shared';
import { browserPublicLocale } from '../early/browser-locale';
import { resolveSiteIntoStore } from '../site/resolve-site';
import { HearthProviders } from '../ui/providers';
import { createQueryClient } from '../query/query-client';
import { withLazyElements } from './route-elements';
import type { RemoteRoutesModule } from './remote-contract';
import { HandleTitle } from './handle-title';

/** Static (parameter-free) paths a remote declares: the harness lists them as links. */
export function staticPaths(routes: RouteObject[]): string[] {
  const out: string[] = [];
  const walk = (list: RouteObject[]) => {
    for (const r of list) {
      if (r.path && r.path.startsWith('/') && !/[:*]/.test(r.path)) out.push(r.path);
      if (r.children) walk(r.children);
    }
  };
  walk(routes);
  return [...new Set(out)];
}

/** A hybrid page's `?language=` as the native app gives it; otherwise the public rule (ADR 0031). */
function harnessLocale(search: string, pathname: string): Locale {
  const params = new URLSearchParams(search);
  if (pathname.startsWith('/hybrid/') && params.has('language'))
    return localeFromNativeLanguage(params.get('language'));
  return browserPublicLocale();
}

function HarnessFrame({ module }: { module: RemoteRoutesModule }) {
  const links = staticPaths(module.routes);
  return (
    <>
      <nav
        aria-label={`${module.name} harness`}
        className="hearth-harness-nav"
        style={{ padding: 8, borderBottom: '1px solid #ddd', fontSize: 13 }}
      >
        <strong>{module.name}</strong> <span>(standalone harness, build {module.buildId})</span>{' '}
        <HarnessSite />
        {links.map((p) => (
          <Link key={p} to={p} style={{ marginLeft: 12 }}>
            {p}
          </Link>
        ))}
      </nav>
      <main>
        <Outlet />
      </main>
      <HandleTitle routes={module.routes} namespace={module.translations.namespace} />
    </>
  );
}

function HarnessRoutes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

function HarnessSite() {
  const site = useSiteStore((s) =>
    s.status === 'ready' ? (s.mode === 'agent' ? `agent ${s.agent?.agentName ?? ''}` : s.mode) : s.status,
  );
  return <span style={{ marginLeft: 12, color: '#6b7280' }}>site: {site}</span>;
}

function HarnessNotFound() {
  return (
    <div role="alert" style={{ padding: 24 }}>
      <p>404: no route of this remote matches this path.</p>
    </div>
  );
}

/**
 * The harness routes: the remote's own routes inside a bare frame, plus a 404 catch-all. Wrapped like the shell
 * wraps them (`withLazyElements`: `handle.prefetch` on match, lazy pages), so data starts with the code here too.
 */
export function harnessRoutes(module: RemoteRoutesModule): RouteObject[] {
  return [
    {
      element: <HarnessFrame module={module} />,
      children: [...withLazyElements(module.routes), { path: '*', element: <HarnessNotFound /> }],
    },
  ];
}

/**
 * Standalone dev harness of a remote (`pnpm --filter @hearth/remote-x dev`): loads the harness's own
 * `/runtime-config.json` (pointing at the sandbox), initialises i18n with the remote's namespace and mounts the
 * remote's routes inside the same providers as the shell.
 */
export async function startRemoteHarness(
  module: RemoteRoutesModule,
  options: { rootId?: string; configUrl?: string } = {},
): Promise<void> {
  const root = document.getElementById(options.rootId ?? 'root');
  if (!root) throw new Error('harness: #root element missing');
  try {
    const config = await loadRuntimeConfig(options.configUrl ?? '/runtime-config.json');
    setRuntimeConfig(config);
    const locale = harnessLocale(window.location.search, window.location.pathname);
    useLocaleStore.getState().setLocale(locale);
    await initI18n(locale);
    await addTranslations(module.translations);
    // Same context as inside the shell: the native hand-over (query / runSetEpicContext) and the site's agent
    // (test host on localhost, `?agentUrl=`, or `?www=1`), resolved like the shell's site gate does.
    installNativeContext(window.location.search);
    void resolveSiteIntoStore(window.location, config, undefined, { production: false });
  } catch (error) {
    root.textContent = `Harness start-up failed: ${error instanceof Error ? error.message : String(error)}`;
    throw error;
  }
  const routes = harnessRoutes(module);
  // The harness stands in for the shell: it owns the page's one QueryClient.
  const queryClient = createQueryClient();
  createRoot(root).render(
    <StrictMode>
      <HearthProviders queryClient={queryClient}>
        <BrowserRouter>
          <HarnessRoutes routes={routes} />
        </BrowserRouter>
      </HearthProviders>
    </StrictMode>,
  );
}
