import type { QueryClient } from '@tanstack/react-query';
import type { Params } from '@hearth/shared/router';
import type { HeadInput, HeadLocale } from './page-head';

/** The site a page is shown on, as a head needs it (the home's link preview: the agent's name and pictures). */
export interface HeadSite {
  /** `www` (the portal), `agent` (an agent's site), `inactive`, or null while unresolved. */
  mode: 'www' | 'agent' | 'inactive' | null;
  agent: {
    name: string | null;
    websiteTitle: string | null;
    imageUrl: string | null;
    bannerUrl: string | null;
    /** The phone the site shows (the mobile, else the office phone), as received. Absent from older shells. */
    phone?: string | null;
    email?: string | null;
    /** The brokerage. */
    company?: string | null;
    slogan?: string | null;
  } | null;
}

/**
 * What a route's `head` gets, the same on the server and in the browser: the matched params and query, the
 * language, the route's texts (`t`: its container's namespace), the page's QueryClient (read the data the route's
 * prefetch fills with the same query options: `queryClient.getQueryData(detailQuery(id).queryKey)`) and the site.
 */
export interface RouteHeadContext {
  params: Readonly<Params<string>>;
  search: URLSearchParams;
  locale: HeadLocale;
  t: (key: string, values?: Readonly<Record<string, string | number>>) => string;
  queryClient: QueryClient;
  site: HeadSite;
  /**
   * The site's origin (`https://lily.example.com`), for the absolute URLs of JSON-LD (og:image and the canonical are
   * made absolute by `headFor`). Absent from shells older than this field: leave the URLs out.
   */
  origin?: string;
}

/** A route's head: pure, cheap, called again as its data arrives. Data not there yet → the defaults. */
export type RouteHead = (context: RouteHeadContext) => HeadInput;

/** A route object's `head` (beside its handle, ADR 0032): a function, else none (a host never trusts it further). */
export function routeHeadOf(route: object | undefined): RouteHead | undefined {
  const head: unknown = (route as { head?: unknown } | undefined)?.head;
  return typeof head === 'function' ? (head as RouteHead) : undefined;
}
