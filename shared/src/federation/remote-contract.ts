import * as v from 'valibot';
import type { Params, RouteObject } from '@hearth/shared/router';
import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { DeployUrlSchema } from './deploy-url-schema';

// `@hearth/shared/federation-contract`: the shell <-> remote contract's names and valibot schemas (remotes.json,
// the `./routes` and widget modules, route handles). An ordinary entry, bundled per container (ADR 0029): pure
// data and checks, nothing that must be one instance at run time. Its types are also re-exported, as types only,
// by the singleton `@hearth/shared`. The contract's major (CONTRACT_MAJOR) and the singleton version stay in the
// singleton (shared-version.ts): a remote must read the version the shell provides, not the one it bundled.

/**
 * Federation container names of the five remotes (also their `name` in the deploy manifest). A typed copy of the
 * names in the platform registry `shared/registry/remotes.json` (names, folders, packages, dev ports, namespaces),
 * which the tooling reads; `remote-registry.test.ts` keeps the two equal.
 */
export const REMOTE_NAMES = [
  'remote_listings',
  'remote_content',
  'remote_coupons',
  'remote_vendor',
  'remote_reports',
] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/** One language's texts of a namespace. */
export type Texts = Record<string, unknown>;

/**
 * One language's texts as data, or a loader of them (a chunk of the remote's own, `() => import('./en.json')`): a
 * page then downloads its own language only (ADR 0047).
 */
export type TextsSource = Texts | (() => Promise<Texts | { default: Texts }>);

/** Translations a remote brings for its own i18next namespace. */
export interface RemoteTranslations {
  namespace: string;
  en: TextsSource;
  'zh-CN': TextsSource;
}

/**
 * Page chrome a route prefix (remotes.json) or a route handle declares. Unset fields take the defaults: a hybrid
 * page (runs inside the native app: native context and language, title to the native nav bar, no site gate) shows
 * no header, banner or footer; any other page shows all three (www mode swaps in the portal's header and footer
 * and never shows the banner).
 */
const RouteChromeFields = {
  hybrid: v.optional(v.boolean()),
  header: v.optional(v.boolean()),
  banner: v.optional(v.boolean()),
  footer: v.optional(v.boolean()),
};

/** What a route's `handle.prefetch` gets: the matched params and query, and the page's one QueryClient. */
export interface RoutePrefetchContext {
  params: Readonly<Params<string>>;
  searchParams: URLSearchParams;
  queryClient: QueryClient;
}

/** Starts (never awaits for rendering) the queries a page will read; errors are the page's to show. */
export type RoutePrefetch = (context: RoutePrefetchContext) => void | Promise<unknown>;

/**
 * Per-route metadata a remote declares on its routes (`handle`) and the shell reads: the page title and the page
 * chrome, refining the defaults of the route's prefix in remotes.json. The shell validates every handle with this
 * schema (never a cast); an invalid handle is reported with console.error and ignored. Unknown keys are invalid
 * (a typo must not pass silently).
 */
export const RemoteRouteHandleSchema = v.strictObject({
  /** i18n key (in the remote's namespace) of the page title: the document title and, on hybrid pages, the native nav title. */
  titleKey: v.optional(v.pipe(v.string(), v.nonEmpty())),
  ...RouteChromeFields,
  /**
   * Starts the page's queries from the URL, in parallel with the page chunk: the shell calls it as soon as the
   * route matches (ADR 0008). Inputs from stores (site agent, locale) are read with `getState()`; not ready → skip.
   */
  prefetch: v.optional(v.custom<RoutePrefetch>((value) => typeof value === 'function', 'a function')),
});
export type RemoteRouteHandle = v.InferOutput<typeof RemoteRouteHandleSchema>;

/**
 * What every remote exposes as `./routes`. Paths are absolute (e.g. `/listings`, `/hybrid/vendor/accounting/customer/:oid`)
 * and must lie under the prefixes remotes.json gives that remote (`prefixes`); others are ignored.
 */
export interface RemoteRoutesModule {
  contractMajor: number;
  /** The @hearth/shared version the remote was built against (defineRemote); the shell's must satisfy it. */
  sharedVersion: string;
  name: RemoteName;
  routes: RouteObject[];
  translations: RemoteTranslations;
  /** The remote's build id (`__HEARTH_BUILD_ID__`, env HEARTH_BUILD_ID); the shell renders it as `data-build` on the slot. */
  buildId: string;
  /** `SHARED_INSTANCE_ID` as the remote sees it: equal to the shell's iff @hearth/shared is one (singleton) instance. */
  sharedInstanceId: string;
}

const Resources = v.record(v.string(), v.unknown());
const TextsSourceSchema = v.union([
  Resources,
  v.custom<() => Promise<Texts>>((value) => typeof value === 'function', 'a loader of texts'),
]);
const TranslationsSchema = v.object({
  namespace: v.pipe(v.string(), v.nonEmpty()),
  en: TextsSourceSchema,
  'zh-CN': TextsSourceSchema,
});

/**
 * Run-time check of a loaded `./routes` module (the shell never trusts a remote's shape). Route objects are
 * React Router's: they are checked to be objects; the shell then keeps only those under the remote's prefixes.
 */
export const RemoteRoutesModuleShapeSchema = v.object({
  contractMajor: v.number(),
  sharedVersion: v.string(),
  name: v.picklist(REMOTE_NAMES),
  routes: v.array(
    v.custom<RouteObject>((route) => typeof route === 'object' && route !== null, 'a route object'),
  ),
  translations: TranslationsSchema,
  buildId: v.optional(v.string(), 'unknown'),
  sharedInstanceId: v.optional(v.string(), 'unknown'),
});

/**
 * What a remote exposes as a widget (`./featured-listings`, `./blog-section`, …): a component the shell places in
 * one of its own pages (the home templates, the www chrome), each in its own isolated slot (`RemoteWidget`). The
 * contract fields are the same as `./routes`' (the shell refuses another major or a newer @hearth/shared); `widget`
 * names the expose (without `./`). The component renders inside the shell's providers (router, query client,
 * i18n); its texts (`translations`) are registered before it renders. `P` is the props the host passes.
 * While its content loads, a widget marks what stands in for it `aria-busy="true"` (a skeleton): a page's primary
 * widget counts as shown once nothing in its slot is busy and its eager images have loaded (ADR 0018).
 */
export interface RemoteWidgetModule<P extends object = Record<string, never>> {
  contractMajor: number;
  sharedVersion: string;
  name: RemoteName;
  widget: string;
  Widget: ComponentType<P>;
  /** Optional: starts the queries the widget will read, the moment the host has its module (before it renders). */
  prefetch?: WidgetPrefetch<P>;
  translations: RemoteTranslations;
  buildId: string;
  sharedInstanceId: string;
}

/** What a widget's `prefetch` gets: the props the host renders it with, and the page's one QueryClient. */
export interface WidgetPrefetchContext<P extends object> {
  props: P;
  queryClient: QueryClient;
}

/** Like a route's prefetch: starts (never awaits for rendering) the widget's queries; errors are the widget's. */
export type WidgetPrefetch<P extends object = object> = (
  context: WidgetPrefetchContext<P>,
) => void | Promise<unknown>;

/** Run-time check of a loaded widget module (the shell never trusts a remote's shape). */
export const RemoteWidgetModuleShapeSchema = v.object({
  contractMajor: v.number(),
  sharedVersion: v.string(),
  name: v.picklist(REMOTE_NAMES),
  widget: v.pipe(v.string(), v.nonEmpty()),
  Widget: v.custom<ComponentType<object>>(
    (value) => typeof value === 'function' || (typeof value === 'object' && value !== null),
    'a React component',
  ),
  prefetch: v.optional(v.custom<WidgetPrefetch>((value) => typeof value === 'function', 'a function')),
  translations: TranslationsSchema,
  buildId: v.optional(v.string(), 'unknown'),
  sharedInstanceId: v.optional(v.string(), 'unknown'),
});

/**
 * A path prefix, matched per segment and case-insensitively: `/listing` owns `/listing` and `/listing/42`, not
 * `/listings`. No parameters, wildcards, query or hash. `/` is syntactically accepted so that the shell can reject
 * it with a clear message (it claims the shell's own routes).
 */
const PrefixPath = v.pipe(
  v.string(),
  v.regex(/^\/[^?#*:\s]*$/, 'an absolute path prefix without parameters (e.g. /listings, /hybrid/coupon)'),
);

/** A route id (kebab-case, `defineRoute`). */
const RouteIdSchema = v.pipe(v.string(), v.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'a kebab-case route id'));

/** An absolute path pattern (`/listing/:id`), no query or hash. */
const RoutePatternSchema = v.pipe(v.string(), v.regex(/^\/[^?#\s]*$/, 'an absolute path pattern'));

/** One route prefix a remote owns, with the page chrome of the paths under it (first paint, before its code loads). */
export const RoutePrefixSchema = v.object({ path: PrefixPath, ...RouteChromeFields });
export type RoutePrefix = v.InferOutput<typeof RoutePrefixSchema>;

/** One remote in the deploy-time manifest (`remotes.json`, served beside index.html). */
export const RemoteManifestEntrySchema = v.object({
  name: v.picklist(REMOTE_NAMES),
  /** URL of the remote's federation entry (mf-manifest.json or remoteEntry.js); root-relative: on the site's origin. */
  entry: DeployUrlSchema,
  /**
   * URL of the remote's server container (`server/remoteEntry.js`, ADR 0033): what the shell's server renders the
   * remote's pages with. Optional and tolerant: without a usable one, the remote's pages render in the browser.
   */
  serverEntry: v.fallback(v.optional(DeployUrlSchema), undefined),
  /** The contract major version the remote implements. */
  contract: v.pipe(v.number(), v.integer()),
  /**
   * The path prefixes this remote owns (its build ships them as `prefixes.json`; the deploy copies them here). The
   * shell rejects a prefix equal to or nested in another remote's, or claiming one of its own routes.
   */
  prefixes: v.array(RoutePrefixSchema),
  /**
   * The remote's routes by id (`{ "listing-detail": "/listing/:id" }`), from its build's `routes.json`: the table the
   * links of other containers are bound through (ADR 0029). Optional (an older remotes.json still loads) and
   * tolerant: an invalid table is dropped (that remote's links render unbound), never fails the page.
   */
  routes: v.fallback(
    v.optional(
      v.pipe(
        v.custom<object>((table) => typeof table === 'object' && table !== null && !Array.isArray(table)),
        v.record(RouteIdSchema, RoutePatternSchema),
      ),
    ),
    undefined,
  ),
});

export const RemotesManifestSchema = v.object({ remotes: v.array(RemoteManifestEntrySchema) });
export type RemoteManifestEntry = v.InferOutput<typeof RemoteManifestEntrySchema>;
export type RemotesManifest = v.InferOutput<typeof RemotesManifestSchema>;
