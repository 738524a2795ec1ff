import {
  isApiError,
  localeFromLtype,
  localeFromNativeLanguage,
  type Locale,
  type RemoteName,
  type SiteAgent,
  type SiteMode,
  type FormattedPhone,
} from '@hearth/shared';
import { publicLocaleOf, type WidgetContract } from '@hearth/shared/early';
import { IDENTITY_PARAMS, PERSONAL_PARAMS } from '@hearth/shared/security';
import type { DehydratedState } from '@tanstack/react-query';
import type { WidgetId } from '@hearth/shared/remote';

/**
 * What the server decided for a page, handed to the browser as non-executable JSON (`#hearth-start-plan`): the
 * browser starts from it instead of deciding again, so its first render is the server's (hydration).
 */
export interface StartPlan {
  /**
   * The path and query the page was rendered for, without the app user's identity (the browser takes it out of the
   * address bar first): the browser hydrates only at that address (ADR 0041).
   */
  url: string;
  locale: Locale;
  /** The site the host resolved to; null when the browser resolves it (a hybrid page, a page not rendered here). */
  site: { mode: SiteMode; agent: SiteAgent | null } | null;
  /** The remote whose page this is, when its code was loaded here. */
  owner: RemoteName | null;
  /** The route's data, as the server's queries left it. */
  queries: DehydratedState | null;
  /** The viewport width the page was rendered for (a guess from the user agent): the browser hydrates at it. */
  viewportWidth: number;
  /** The remote widgets rendered with their data (a home's above the fold): the browser loads them before hydrating. */
  widgets: WidgetId[];
  /**
   * The widget contracts the page was rendered with, by remote and expose (ADR 0030): the browser's slots keep the
   * server's room and deferral while hydrating, without reading route-chunks.json again.
   */
  contracts: Partial<Record<RemoteName, Record<string, WidgetContract>>>;
  /** The phones the page shows, as the server formatted them: the browser hydrates with them (ADR 0042). */
  phones: Record<string, FormattedPhone>;
}

/** A phone's width for a phone's user agent, else a desktop's: the layouts differ only across 768 px. */
export function viewportGuess(userAgent: string): number {
  return /Mobi|iPhone|Android.+Mobile/i.test(userAgent) ? 375 : 1280;
}

export { START_PLAN_ELEMENT_ID as START_PLAN_ID } from '@hearth/shared/early';

/** What the request says about its language. */
export interface LanguageSources {
  search: string;
  cookieHeader: string;
  acceptLanguage: string;
}

/**
 * The page's language, by the browser's rules (ADR 0031): a public page's from the URL's `ltype`, the language
 * choice's cookie, Accept-Language, else English; a hybrid page's from the app (`?language=`: 1 English, anything
 * else Chinese), else an explicit `ltype`, else Chinese.
 */
export function planLocale(sources: LanguageSources, hybrid: boolean): Locale {
  if (!hybrid) return publicLocaleOf(sources);
  const params = new URLSearchParams(sources.search);
  const language = params.get('language');
  if (language) return localeFromNativeLanguage(language);
  // ltype's first character is the language (hybrid-pages, market watch), as the page reads it.
  return localeFromLtype(params.get('ltype')?.charAt(0)) ?? 'zh-CN';
}

/** The headers a shared cache must key the page on: the language's sources when the URL does not fix it. */
export function varyOf(search: string, hybrid: boolean): string | null {
  if (hybrid || localeFromLtype(new URLSearchParams(search).get('ltype'))) return null;
  return 'Cookie, Accept-Language';
}

/** HTTP status of a page: an unknown host, an inactive agent and a path nobody owns are 404s. */
export function planStatus(opts: { notFound: boolean; siteError: unknown; mode: SiteMode | null }): number {
  if (opts.notFound) return 404;
  if (opts.mode === 'inactive') return 404;
  if (opts.siteError && isApiError(opts.siteError) && opts.siteError.kind === 'business') return 404;
  return 200;
}

/** JSON that can sit in an HTML `<script type="application/json">`: nothing in it can close the element. */
export function escapeJsonForHtml(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** Query keys that carry a user's context (the app user's identity, personal details): such a page is private. */
const USER_CONTEXT = new Set([...IDENTITY_PARAMS, ...PERSONAL_PARAMS].map((k) => k.toLowerCase()));

/**
 * How a page may be cached (ADR 0033): a hybrid page (it lives in the app, with its user's context) and any page
 * whose query carries user context never; a public page by shared caches for a minute, served stale while a new
 * copy is made. The language is chosen by the URL, so the URL is the cache key.
 */
export function cacheControl(opts: { hybrid: boolean; search: string; status: number }): string {
  const params = [...new URLSearchParams(opts.search).keys()].map((k) => k.toLowerCase());
  if (opts.hybrid || params.some((k) => USER_CONTEXT.has(k))) return 'private, no-store';
  if (opts.status !== 200) return 'public, max-age=0, s-maxage=60';
  return 'public, max-age=0, s-maxage=60, stale-while-revalidate=600';
}
