import { useContext, useEffect } from 'react';
import { QueryClientContext } from '@tanstack/react-query';
import { useLocation, type Params } from '@hearth/shared/router';
import { i18n, useConfigStore, useSiteStore, type Locale } from '@hearth/shared';
import { useTranslation } from '@hearth/shared/react-i18next';
import type { HeadInput, HeadRequest } from '../head/page-head';
import { HeadCollectorContext } from '../head/head-collector';
import { clearHead, resolveTitle } from '../head/title-rule';
import type { HeadSite, RouteHead, RouteHeadContext } from '../head/route-head';
import { useNativeNavTitle } from './use-page-title';
import { agentPhoneOf } from '../ui/agent-sidebar/agent-phone';

export interface PageHeadOptions {
  /** A hybrid page: the title also goes to the native nav bar, and the page is noindex. */
  native?: boolean;
  /** The route's head (its definition's `head`). */
  head?: RouteHead | undefined;
  /** The matched route's params. */
  params?: Readonly<Params<string>>;
  /** The i18next namespace of the route's texts (`t` in the head's context). */
  namespace?: string;
}

const NO_PARAMS: Readonly<Params<string>> = {};

function siteOf(state: ReturnType<typeof useSiteStore.getState>): HeadSite {
  const agent = state.agent;
  return {
    mode: state.mode,
    agent: agent
      ? {
          name: agent.agentName ?? null,
          websiteTitle: agent.website_title ?? null,
          imageUrl: agent.agentImageUrl ?? null,
          bannerUrl: agent.agentBannerUrl ?? null,
          phone: agentPhoneOf(agent) || null,
          email: agent.agentEmail ?? null,
          company: agent.agentCompany ?? null,
          slogan: agent.agentSlogan ?? null,
        }
      : null,
  };
}

/** The head's `t`: a key of the route's namespace in the page's language (the keys are checked by their remote). */
function translator(ns: string, lng: string): RouteHeadContext['t'] {
  const t = i18n.t as unknown as (key: string, options: Record<string, unknown>) => string;
  // Raw text: the head's writers escape every value (headTagsHtml, the DOM), never i18next.
  return (key, values) => t(key, { ...values, ns, lng, interpolation: { escapeValue: false } });
}

function routeInput(head: RouteHead | undefined, context: RouteHeadContext | null): HeadInput {
  if (!head || !context) return {};
  try {
    return head(context);
  } catch (error) {
    console.warn('[hearth] route head failed: the defaults apply', error);
    return {};
  }
}

/** The head's writer: a chunk of its own, which a page loads when its head is not the server's (ADR 0047). */
function loadHeadWriter() {
  return import(/* webpackChunkName: "head-writer" */ '../head/head-writer');
}

let serverHead = false;

/** The page about to be hydrated carries the server's head: its first head is not written again. */
export function adoptServerHead(): void {
  serverHead = true;
}

function takeServerHead(): boolean {
  const taken = serverHead;
  serverHead = false;
  return taken;
}

/**
 * THE browser side of the page head (ADR 0032): the document title (the route's title, else the website's, else
 * the product's), description, canonical, alternates, link-preview and JSON-LD tags from the route's `head`,
 * applied to `document.head` when the page mounts and again whenever its inputs change: the site, the language,
 * the URL, or an answer in the QueryClient the head reads. The title is set at once; the tags by the head's writer,
 * loaded when the head is not the server's (ADR 0047). Removed when the page unmounts. Mount it once per page
 * (the shell's slot for a remote page, the shell's pages themselves); on hybrid pages the title goes to the native
 * nav bar exactly as `usePageTitle` sends it.
 */
export function usePageHead(routeTitle: string | null | undefined, options: PageHeadOptions = {}): void {
  const { pathname, search } = useLocation();
  const queryClient = useContext(QueryClientContext);
  const collector = useContext(HeadCollectorContext);
  // The language the page shows: i18next's, which follows the locale store once its texts are in (ADR 0047).
  const locale = useTranslation().i18n.language as Locale;
  const websiteTitle = useSiteStore((s) => s.agent?.website_title ?? null);
  const site = useSiteStore((s) => s.agent ?? s.mode);
  const productName = useConfigStore((s) => s.config?.productName ?? null);
  const native = options.native ?? false;
  const { head, namespace } = options;
  const paramsKey = JSON.stringify(options.params ?? NO_PARAMS);
  useNativeNavTitle(routeTitle, native);

  const headOf = (origin: string): [HeadInput, HeadRequest] => {
    const params = JSON.parse(paramsKey) as Readonly<Params<string>>;
    const context = queryClient
      ? {
          params,
          search: new URLSearchParams(search),
          locale,
          t: translator(namespace ?? 'common', locale),
          queryClient,
          site: siteOf(useSiteStore.getState()),
          origin,
        }
      : null;
    const input = routeInput(head, context);
    return [
      { ...input, title: routeTitle ?? input.title ?? null },
      {
        origin,
        pathname,
        search,
        locale,
        siteName: websiteTitle,
        productName,
        hybrid: native || pathname.startsWith('/hybrid/'),
      },
    ];
  };
  // On the server (ADR 0033) the head is collected while rendering: the page's own (the last) goes in its <head>.
  if (collector) collector.head = collector.build(...headOf(collector.origin));

  useEffect(() => {
    let alive = true;
    // The page the browser hydrated has the server's head: written again only once it changes (ADR 0047).
    let applied = takeServerHead() ? JSON.stringify(headOf(window.location.origin)) : '';
    const apply = () => {
      const [input, request] = headOf(window.location.origin);
      const title = resolveTitle(input.title, request.siteName?.trim(), request.productName);
      if (document.title !== title) document.title = title;
      const key = JSON.stringify([input, request]);
      if (key === applied) return;
      applied = key;
      loadHeadWriter().then(
        (writer) => alive && writer.writeHead(document, input, request),
        (error: unknown) => console.warn('[hearth] the page head could not be written', error),
      );
    };
    apply();
    // The head reads the route's data from the cache: apply again as answers arrive (a no-op when nothing changed).
    const unsubscribe =
      head && queryClient
        ? queryClient.getQueryCache().subscribe((event) => {
            if (event.type === 'updated' || event.type === 'added' || event.type === 'removed') apply();
          })
        : undefined;
    return () => {
      alive = false;
      unsubscribe?.();
    };
    // headOf reads exactly these (it is made anew each render).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [
    routeTitle,
    websiteTitle,
    productName,
    site,
    locale,
    pathname,
    search,
    paramsKey,
    head,
    namespace,
    native,
    queryClient,
  ]);

  useEffect(() => () => clearHead(document), []);
}
