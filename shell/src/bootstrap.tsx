import { createRoot } from 'react-dom/client';
import {
  addTranslations,
  initI18n,
  installNativeContext,
  ltypeOf,
  paths,
  setRuntimeConfig,
  SHARED_INSTANCE_ID,
  useLocaleStore,
  useSiteStore,
  type RuntimeConfig,
} from '@hearth/shared';
import { takeIdentityFromAddressBar } from '@hearth/shared/security';
import { App, queryClient } from './app';
import { BUILD_ID, IS_PRODUCTION } from './federation/build-flags';
import { federationTranslations } from './federation/i18n';
import en from './federation/i18n/en.json';
import zhCN from './federation/i18n/zh-CN.json';
import { safeLocalStorage } from './federation/overrides';
import { startFederation } from './federation/startup';
import { loadShellConfig } from './federation/shell-config';
import { resolveInitialLocale } from './features/locale/init-locale';
import { resolveSiteTarget, startSiteResolution } from './features/site/resolve-site';
import { loadTemplate, preloadAgentHome } from './features/home/home-templates';
import { federationSource } from './federation/remote-source';
import { startStartupRoute } from './federation/early-route';
import { applyLocale } from './features/locale/use-locale-sync';
import { shellTranslations } from './lib/i18n/shell-translations';
import { matchRoute } from './routing/route-table';
import { preloadAppPage } from './routing/router';

/** Before i18n exists: a plain bilingual message (the config could not be read). */
function renderStartupError(root: HTMLElement, error: unknown): void {
  root.replaceChildren();
  const box = document.createElement('div');
  box.setAttribute('role', 'alert');
  box.style.cssText = 'padding:2rem;font-family:system-ui,sans-serif';
  for (const text of [en.startupFailed, zhCN.startupFailed]) {
    const p = document.createElement('p');
    p.textContent = text;
    box.append(p);
  }
  if (!IS_PRODUCTION) {
    const pre = document.createElement('pre');
    pre.textContent = error instanceof Error ? error.message : String(error);
    box.append(pre);
  }
  root.append(box);
}

/** The www portal's home template is known from the host alone: its chunk loads with the start-up too. */
async function preloadWwwHome(pathname: string, config: RuntimeConfig): Promise<void> {
  if (pathname !== paths.home() || resolveSiteTarget(window.location, config).kind !== 'www') return;
  await loadTemplate('www').catch(() => undefined);
}

/**
 * Start-up: runtime-config.json and remotes.json are fetched in parallel (index.html preloads both); remotes are
 * registered with the federation runtime and the current route's owner starts downloading before React mounts.
 */
async function start(): Promise<void> {
  const root = document.getElementById('root');
  if (!root) throw new Error('#root missing');
  if ('scrollRestoration' in history) history.scrollRestoration = 'manual';
  document.documentElement.dataset.sharedInstance = SHARED_INSTANCE_ID;
  document.documentElement.dataset.build = BUILD_ID;

  // The app user's identity leaves the address bar before anything reads the URL or the router starts (ADR 0023):
  // kept for the tab, applied on hybrid pages by installNativeContext.
  takeIdentityFromAddressBar();
  const { pathname, search } = window.location;
  const federation = startFederation({
    pathname,
    search,
    storage: safeLocalStorage(),
    production: IS_PRODUCTION,
  });
  try {
    // Both files load in parallel; remotes.json (the route table) says whether this is a hybrid page.
    // The shell page's chunk (the home, the success page) loads alongside, so the first render shows it.
    const configured = loadShellConfig();
    const [config] = await Promise.all([
      configured,
      federation,
      preloadAppPage(pathname),
      configured.then((c) => preloadWwwHome(pathname, c)),
    ]);
    setRuntimeConfig(config);
    const match = matchRoute(pathname);
    const { hybrid } = match.chrome;
    if (hybrid) installNativeContext(search);
    const locale = resolveInitialLocale(window.location, hybrid ? 'hybrid' : 'public');
    useLocaleStore.getState().setLocale(locale);
    await initI18n(locale);
    addTranslations(shellTranslations);
    addTranslations(federationTranslations);
    applyLocale(locale);
    // A remote page's data starts with its code, not after the site gate and its slot have rendered.
    if (match.kind === 'remote')
      startStartupRoute(match.owner, { pathname, search }, queryClient, federationSource);
    // The site's owner (profile, then user info) is fetched now, not after the first render: every agent page
    // waits for it (the site gate), and React renders in a later task.
    const site = startSiteResolution(config, ltypeOf(locale));
    if (pathname === paths.home())
      void site.then(() => preloadAgentHome(useSiteStore.getState(), federationSource, queryClient));
  } catch (error) {
    console.error('[hearth] start-up failed', error);
    renderStartupError(root, error);
    return;
  }
  createRoot(root).render(<App />);
}

void start();
