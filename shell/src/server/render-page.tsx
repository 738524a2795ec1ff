import { dehydrate } from '@tanstack/react-query';
import {
  addTranslations,
  initI18n,
  setContextFromQuery,
  setRuntimeConfig,
  takeRenderedPhones,
  useAppStore,
  useLocaleStore,
  usePageUrlStore,
  useSiteStore,
  type RemoteName,
} from '@hearth/shared';
import { createQueryClient } from '@hearth/shared/query';
import { HeadCollectorContext, headFor, headTagsHtml, type HeadCollector } from '@hearth/shared/head';
import { App } from '../app';
import { shellTexts } from '../lib/i18n/shell-translations';
import { federationTranslations } from '../lib/i18n/federation';
import { applyRemotesManifest } from '../federation/start-federation';
import type { RemoteSource } from '../federation/remote-source';
import { RemoteSourceProvider } from '../slots/remote-source-context';
import { loadStartupRoute } from '../slots/startup-route';
import { matchRoute } from '../route-table/route-table';
import { preloadAppPage } from '../routing/router';
import { homeVariantOf } from '../features/home/home-templates';
import { paths } from '@hearth/shared/paths';
import { isUnknownAgentError, loadSite, resolveSiteTarget } from '../features/site/resolve-site';
import type { DeployFiles } from './deploy-files';
import { cacheControl, planLocale, planStatus, varyOf, viewportGuess, type StartPlan } from './start-plan';
import { setPageOrigin } from './server-fetch';
import { queriesSettled, within, withDeadline } from './bounds';
import { renderHtml, RENDER_FLOOR_MS } from './render-html';
import { clientOnlyReason, pageMissing } from './client-only-pages';
import { loadServerHome, loadServerWidgets, type ServerHome } from './server-widgets';
import { fallbackHead } from './fallback-head';
import type { WidgetId } from '@hearth/shared/remote';
import { withoutIdentity } from '@hearth/shared/security';
import { appCodeStartOf, type AppCodeStart } from '@hearth/shared/early';
import { loadWidgetContracts, readWidgetContracts } from '../slots/widget-contracts';
import { wwwChromeWidgets } from '../layout/www-chrome';
import { cachedModule, rememberModule } from '../slots/module-cache';
import { CHROME_CHUNKS, preloadPublicChrome } from '../layout/use-public-chrome';

export interface PageRequest {
  /** The site's origin as the visitor sees it (scheme and Host): the markup's root-relative URLs resolve to it. */
  origin: string;
  hostname: string;
  pathname: string;
  search: string;
  userAgent: string;
  cookieHeader: string;
  acceptLanguage: string;
}

export interface RenderedPage {
  status: number;
  lang: string;
  body: string;
  plan: StartPlan;
  /** When the browser fetches the app's code: the head the page goes out with (ADR 0041). */
  appCode: AppCodeStart;
  /** The remote whose page was rendered here (its stylesheets go in the head). */
  owner: RemoteName | null;
  /** The remote widgets rendered here (their stylesheets go in the head). */
  widgets: WidgetId[];
  /**
   * The shell's own chunks the page was rendered with (the public chrome's; the home's: `page-home`,
   * `home-<template>`): their styles too.
   */
  shellChunks: string[];
  /** How the page may be cached (private with user context). */
  cacheControl: string;
  /** The request headers a shared cache keys the page on, if any. */
  vary: string | null;
  /** The page's head (title, description, canonical, alternates, link preview, JSON-LD), as escaped HTML. */
  headHtml: string | null;
}

/**
 * One page: the deploy files put in force, the site resolved from the host, the language chosen, the owner's code
 * and the route's data loaded within the budget, then the same App the browser hydrates. Runs alone (request-queue).
 */
export async function renderPage(
  req: PageRequest,
  deploy: DeployFiles,
  source: RemoteSource,
  budgetMs: number,
): Promise<RenderedPage> {
  setPageOrigin(req.origin);
  usePageUrlStore.getState().setServerHref(`${req.origin}${req.pathname}${req.search}`);
  const viewportWidth = viewportGuess(req.userAgent);
  useAppStore.getState().setRenderedWidth(viewportWidth);
  const config = deploy.configFor(req.origin);
  setRuntimeConfig(config);
  applyRemotesManifest(deploy.remotes);
  const match = matchRoute(req.pathname);
  const locale = planLocale(req, match.chrome.hybrid);
  // The app's context is the URL's on a hybrid page (the browser installs the same), none elsewhere.
  setContextFromQuery(match.chrome.hybrid ? req.search : null);
  useLocaleStore.getState().setLocale(locale);
  // In the request's language, with every namespace registered so far (initI18n loads them when it switches).
  await initI18n(locale);
  await Promise.all([addTranslations(shellTexts), addTranslations(federationTranslations)]);

  // The site's owner: an unknown agent is the 404 page (and a 404); anything else the server could not learn in
  // time is left to the browser (the gate's loading state goes out, and the browser resolves the site itself).
  useSiteStore.getState().setResolving();
  let siteError: unknown = null;
  let siteLeftToBrowser = false;
  try {
    const resolved = await withDeadline(loadSite(resolveSiteTarget(req, config)), budgetMs, 'site');
    useSiteStore.getState().setResolved(resolved.mode, resolved.agent);
  } catch (error) {
    if (isUnknownAgentError(error)) {
      siteError = error;
      useSiteStore.getState().setError(error);
    } else {
      siteLeftToBrowser = true;
      console.error('[server] site left to the browser:', error);
    }
  }

  // The page's own budget starts now: the site's owner has its own (above).
  const pageStarted = Date.now();
  const left = () => Math.max(0, budgetMs - (Date.now() - pageStarted));
  const queryClient = createQueryClient();
  let owner: RemoteName | null = null;
  let home: ServerHome | null = null;
  const location = { pathname: req.pathname, search: req.search };
  // This request's own source: only what it loaded in time is remembered there for its slots (ADR 0035).
  const page: RemoteSource = { ...source };
  // The site's chrome's widgets (www: the search header), rendered with their data like a home's (ADR 0049).
  const chromeIds =
    !match.chrome.hybrid && useSiteStore.getState().mode === 'www' ? wwwChromeWidgets(req.pathname) : [];
  const chrome = within(loadWidgetContracts(page, chromeIds), left()).then(() =>
    loadServerWidgets(chromeIds, page, queryClient, left()),
  );
  let widgets: WidgetId[];
  if (match.kind === 'remote') {
    let loaded: boolean | undefined;
    [loaded, widgets] = await Promise.all([
      within(
        loadStartupRoute(match.owner, location, queryClient, source).then(() => true),
        left(),
      ),
      chrome,
    ]);
    if (loaded && !clientOnlyReason(source, match.owner, req.pathname)) {
      owner = match.owner;
      rememberModule(page, owner, cachedModule(source, owner));
    }
  } else {
    const variant = req.pathname === paths.home() ? homeVariantOf(useSiteStore.getState()) : null;
    [, home, widgets] = await Promise.all([
      match.kind === 'shell' && within(preloadAppPage(req.pathname), left()),
      variant ? loadServerHome(variant, page, queryClient, left) : null,
      chrome,
    ]);
    widgets = [...(home?.widgets ?? []), ...widgets];
  }
  // The route's data within what is left of the budget; what is not in by then the browser fetches. The site's
  // chrome code is read from disk once, by the first page that has it.
  const chromeKind = useSiteStore.getState().mode === 'www' ? 'www' : 'agent';
  await Promise.all([
    within(queriesSettled(queryClient), left()),
    preloadPublicChrome(req.pathname, chromeKind),
  ]);

  // A page whose subject does not exist answers 404. A failed request is not handed over: the browser shows its
  // loading state as the server does, asks again and shows the error with its Retry.
  const missing = owner !== null && pageMissing(source, owner, req.pathname, queryClient);
  queryClient.removeQueries({ predicate: (query) => query.state.status === 'error' });
  const dataPending = queryClient.isFetching() > 0;
  // What is still on its way is the browser's: cancelled now, so that the whole render sees one cache, the one the
  // browser hydrates with (an answer landing mid-render would show in a part rendered after it only).
  await queryClient.cancelQueries();
  const queries = dehydrate(queryClient);
  const collector: HeadCollector = { origin: req.origin, head: null, build: headFor };
  takeRenderedPhones(); // none from a page before
  const body = await renderHtml(
    <HeadCollectorContext.Provider value={collector}>
      <RemoteSourceProvider value={page}>
        <App queryClient={queryClient} location={`${req.pathname}${req.search}`} />
      </RemoteSourceProvider>
    </HeadCollectorContext.Provider>,
    Math.max(RENDER_FLOOR_MS, left()),
  );
  const state = useSiteStore.getState();
  const plan: StartPlan = {
    url: withoutIdentity(`${req.pathname}${req.search}`),
    locale,
    site: state.status === 'ready' ? { mode: state.mode!, agent: state.agent } : null,
    owner,
    queries,
    viewportWidth,
    widgets,
    contracts: readWidgetContracts(page),
    phones: takeRenderedPhones(),
  };
  queryClient.clear();
  const notFoundPage = match.kind === 'shell' && match.route === paths.notFound();
  const status = planStatus({
    notFound: match.kind === 'none' || notFoundPage || missing,
    siteError,
    mode: state.mode,
  });
  return {
    status,
    lang: locale,
    body,
    plan,
    appCode: appCodeStartOf({
      contentRendered: !siteLeftToBrowser && (match.kind !== 'remote' || owner !== null),
      dataPending,
    }),
    owner,
    widgets: plan.widgets,
    // The styles of the shell's chunks the page was rendered with: the site's chrome's, the home's.
    shellChunks: [...(match.chrome.hybrid ? [] : [CHROME_CHUNKS[chromeKind]]), ...(home?.chunks ?? [])],
    cacheControl: cacheControl({ hybrid: match.chrome.hybrid, search: req.search, status }),
    vary: varyOf(req.search, match.chrome.hybrid),
    // Without a head of its own (a clientOnly page, an owner that failed): the defaults, noindex when hybrid.
    headHtml: headTagsHtml(
      collector.head ??
        fallbackHead(req, {
          locale,
          hybrid: match.chrome.hybrid,
          siteName: state.agent?.website_title ?? null,
          productName: config.productName,
        }),
    ),
  };
}
