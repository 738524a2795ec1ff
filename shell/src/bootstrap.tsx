import { createRoot, hydrateRoot } from 'react-dom/client';
import { hydrate } from '@tanstack/react-query';
import {
  addTranslations,
  fetchTexts,
  initI18n,
  installNativeContext,
  contextIsTheLoadedUrls,
  setRuntimeConfig,
  SHARED_INSTANCE_ID,
  holdPrimaryContent,
  useAppStore,
  useLocaleStore,
  useConfigStore,
  useSiteStore,
  type Locale,
  type RuntimeConfig,
} from '@hearth/shared';
import { paths } from '@hearth/shared/paths';
import { adoptServerHead } from '@hearth/shared/ui';
import { App, queryClient } from './app';
import { BUILD_ID, IS_PRODUCTION } from './lib/build-flags';
import { federationTranslations } from './lib/i18n/federation';
import { safeLocalStorage, type EffectiveRemote } from './federation/overrides';
import { settleWithin } from './federation/remote-errors';
import { startFederation } from './federation/start-federation';
import { loadShellConfig } from './federation/shell-config';
import { showStartupError } from './startup/startup-error';
import { yieldToBrowser } from './startup/start-steps';
import { resolveInitialLocale } from './features/locale/init-locale';
import { resolveSiteTarget } from './features/site/resolve-site';
import {
  homeVariantOf,
  loadHome,
  preloadTemplateWidgets,
  primaryWidgets,
} from './features/home/home-templates';
import { federationSource } from './federation/remote-source';
import { loadStartupRoute } from './slots/startup-route';
import { takeServerWidgets } from './slots/widget-loading';
import { loadWidgetContracts, seedWidgetContracts } from './slots/widget-contracts';
import { DEFAULT_REMOTE_TIMEOUT_MS } from './slots/use-remote-module';
import { serverPlan, type ServerPlan } from './lib/server-plan';
import { applyLocale } from './features/locale/use-locale-sync';
import { shellTexts } from './lib/i18n/shell-translations';
import { matchRoute } from './route-table/route-table';
import { preloadAppPage } from './routing/router';
import { preloadPublicChrome, type ChromeKind } from './layout/use-public-chrome';

/** The cause, shown by non-production builds only. */
function detailOf(error: unknown): string | null {
  if (IS_PRODUCTION) return null;
  return error instanceof Error ? error.message : String(error);
}

/** The page's language before the runtime config is in: the rule of its kind of page (remotes.json says which). */
function startupLocale(pathname: string): Locale {
  const hybrid = matchRoute(pathname).chrome.hybrid;
  return resolveInitialLocale(window, hybrid ? 'hybrid' : 'public');
}

/**
 * The runtime config; while it cannot be read (`loadShellConfig` has asked twice), the start-up's error screen in the
 * page's language, whose Retry asks again.
 */
async function configUntilLoaded(
  root: HTMLElement,
  pathname: string,
  first: Promise<RuntimeConfig>,
): Promise<RuntimeConfig> {
  let attempt = first;
  for (;;) {
    try {
      return await attempt;
    } catch (error) {
      console.error('[hearth] runtime-config.json unavailable', error);
      await showStartupError(root, startupLocale(pathname), detailOf(error));
      attempt = loadShellConfig();
    }
  }
}

/** Whose chrome the page's site shows: the portal's on a www host (as the server decides), else an agent's. */
function chromeKindOf(config: RuntimeConfig): ChromeKind {
  return resolveSiteTarget(window.location, config).kind === 'www' ? 'www' : 'agent';
}

const remoteTimeoutMs = () => useConfigStore.getState().config?.remoteTimeoutMs ?? DEFAULT_REMOTE_TIMEOUT_MS;

/**
 * The remote widgets the server rendered with their data (a home's above the fold, ADR 0035), loaded before
 * hydrating so that their slots' first render is the server's markup; false when one cannot be loaded.
 */
async function takeRenderedWidgets(plan: ServerPlan): Promise<boolean> {
  // Their contracts too (the plan's, else read now): the room their slots keep is in the server's markup.
  const [taken] = await Promise.all([
    takeServerWidgets(plan.widgets, federationSource, remoteTimeoutMs()),
    loadWidgetContracts(federationSource, plan.widgets),
  ]);
  return taken;
}

/** Whether the browser runs other code than the server's for a remote the page was rendered with (an override). */
function overriddenOnPage(plan: ServerPlan, remotes: readonly EffectiveRemote[]): boolean {
  const used = new Set([plan.owner, ...plan.widgets.map((id) => id.split('/')[0])]);
  return remotes.some((remote) => remote.overridden && used.has(remote.name));
}

/**
 * What the server rendered with, in force before hydrating: its site (no second resolution), its data (no second
 * request) and its remote's page module (the slot renders it at once, as the server did).
 */
async function takeServerPlan(
  plan: ServerPlan,
  location: { pathname: string; search: string },
  remotes: readonly EffectiveRemote[],
): Promise<boolean> {
  // The markup is the server's code's: a remote overridden here (ADR 0008) renders afresh with the browser's.
  if (overriddenOnPage(plan, remotes)) return false;
  useAppStore.getState().setRenderedWidth(plan.viewportWidth);
  if (plan.site) useSiteStore.getState().setResolved(plan.site.mode, plan.site.agent);
  if (plan.queries) hydrate(queryClient, plan.queries);
  // The slots hydrate with the contracts the server rendered them with: their room and deferral are in the markup.
  seedWidgetContracts(federationSource, plan.contracts);
  // The widgets the server rendered load alongside the template (their data is the plan's, in the cache now).
  const widgetsTaken = plan.widgets.length ? takeRenderedWidgets(plan) : Promise.resolve(true);
  const variant = plan.site && location.pathname === paths.home() ? homeVariantOf(plan.site) : null;
  if (variant) {
    await loadHome(variant, federationSource).catch(() => undefined);
    // The page's secondary work waits until its primary widgets have shown; those the server did not render
    // download now (the server's markup shows them loading).
    for (const id of primaryWidgets(variant, federationSource)) holdPrimaryContent(id);
    void preloadTemplateWidgets(variant, federationSource);
  }
  // A widget the server rendered that the browser cannot load: the page renders afresh (that slot's fallback).
  if (!(await widgetsTaken)) return false;
  if (plan.owner) {
    try {
      // Its code and page chunk, not its prefetch: the data is the plan's, and what the server did not get in time
      // the page asks for once hydrated (an answer landing before would make the first render differ from the markup).
      // Within the remotes' bound: the server's markup stays on screen meanwhile, but a page that cannot be taken
      // over is rendered afresh, and its slot then shows the remote's loading, fallback and Retry as on any page.
      const timeoutMs = remoteTimeoutMs();
      await settleWithin(
        loadStartupRoute(plan.owner, location, undefined, federationSource),
        timeoutMs,
        () => new Error(`${plan.owner}: not loaded within ${timeoutMs} ms`),
      );
    } catch (error) {
      // The server had the remote's code, the browser cannot load it in time: the page renders afresh (its slot's
      // fallback).
      console.warn('[hearth] the server-rendered page cannot be taken over: rendered in the browser', error);
      return false;
    }
  }
  return true;
}

/**
 * Start-up: runtime-config.json and remotes.json are fetched in parallel (index.html preloads both); remotes are
 * registered with the federation runtime and the current route's owner starts downloading before React mounts.
 */
async function start(): Promise<void> {
  await yieldToBrowser(); // the app code has just been evaluated
  const root = document.getElementById('root');
  if (!root) throw new Error('#root missing');
  if ('scrollRestoration' in history) history.scrollRestoration = 'manual';
  document.documentElement.dataset.sharedInstance = SHARED_INSTANCE_ID;
  document.documentElement.dataset.build = BUILD_ID;

  // The address bar is without the app user's identity already (the entry took it out, ADR 0023).
  const { hostname, pathname, search } = window.location;
  // A page the server rendered: the browser starts from the server's decisions and hydrates its markup (ADR 0033).
  let plan = serverPlan(root, `${pathname}${search}`);
  // The shell's texts in the server's language: fetched alongside the files below (one language a page).
  if (plan) void fetchTexts(shellTexts, plan.locale).catch(() => undefined);
  const federation = startFederation({
    pathname,
    search,
    storage: safeLocalStorage(),
    production: IS_PRODUCTION,
    hostname,
  });
  try {
    // Both files load in parallel; remotes.json (the route table) says whether this is a hybrid page, and on a public
    // one the site's chrome chunk loads next (the runtime config names the portal's hosts). The shell page's chunk
    // (the home, the success page) loads alongside, so the first render shows both.
    const configured = loadShellConfig();
    const [remotes] = await Promise.all([
      federation,
      // The site's chrome: the portal's on a www host (the server's choice too), else an agent site's.
      Promise.all([configured, federation]).then(
        ([c]) => preloadPublicChrome(pathname, chromeKindOf(c)),
        () => undefined,
      ),
      preloadAppPage(pathname),
    ]);
    const config = await configUntilLoaded(root, pathname, configured);
    // At once when loaded above; after a Retry of the config, now.
    await preloadPublicChrome(pathname, chromeKindOf(config));
    setRuntimeConfig(config);
    const match = matchRoute(pathname);
    const { hybrid } = match.chrome;
    if (hybrid) installNativeContext(search);
    const ownLocale = resolveInitialLocale(window, hybrid ? 'hybrid' : 'public');
    // A hybrid page's language may come from the app after the server answered (a context handed over while the
    // page loads): then the browser's is the one, and the page renders afresh rather than over other words.
    if (plan && hybrid && plan.locale !== ownLocale) plan = null;
    // Likewise an app user the server did not render for (the tab's remembered identity on a reload, or the app's).
    if (plan && hybrid && !contextIsTheLoadedUrls()) plan = null;
    const locale = plan?.locale ?? ownLocale;
    useLocaleStore.getState().setLocale(locale);
    await initI18n(locale);
    await Promise.all([addTranslations(shellTexts), addTranslations(federationTranslations)]);
    applyLocale(locale);
    await yieldToBrowser(); // then the server's plan: the page's code and its widgets
    // Without a plan (the static page, or a page that cannot be taken over) the page renders in the browser: its
    // site gate resolves the site and its slot loads the owner's page (ADR 0049: no start-up preloads for it).
    if (plan && !(await takeServerPlan(plan, { pathname, search }, remotes))) plan = null;
  } catch (error) {
    console.error('[hearth] start-up failed', error);
    // Past the runtime config (i18n, the site's code): a new start is a new page load.
    void showStartupError(root, startupLocale(pathname), detailOf(error)).then(() =>
      window.location.reload(),
    );
    return;
  }
  await yieldToBrowser(); // hydration, the page's longest step, starts a task of its own
  // History walked while the code loaded: the markup is another address's, rendered afresh rather than hydrated.
  if (plan && `${window.location.pathname}${window.location.search}` === `${pathname}${search}`) {
    adoptServerHead(); // the server wrote this page's head
    hydrateRoot(root, <App />);
  } else createRoot(root).render(<App />);
}

void start();
