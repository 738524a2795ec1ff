import * as v from 'valibot';
import type { RouteObject } from 'react-router-dom';

/**
 * The major version of the shell <-> remote contract is the major of @hearth/shared's semver (shared-version.ts).
 * A remote whose manifest entry or module declares another major, or that was built against a newer singleton
 * than the shell provides, is not mounted: its slot shows the fallback.
 */
export { CONTRACT_MAJOR, SHARED_VERSION } from './shared-version';

/** Federation container names of the five remotes (also their `name` in the deploy manifest). */
export const REMOTE_NAMES = [
  'remote_listings',
  'remote_content',
  'remote_coupons',
  'remote_vendor',
  'remote_reports',
] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/** Translations a remote brings for its own i18next namespace. */
export interface RemoteTranslations {
  namespace: string;
  en: Record<string, unknown>;
  'zh-CN': Record<string, unknown>;
}

/** Per-route metadata read by the shell (document title, chrome visibility). */
export interface RemoteRouteHandle {
  /** i18n key (in the remote's namespace) of the page title: the document title and, on hybrid pages, the native nav title. */
  titleKey?: string;
}

/**
 * What every remote exposes as `./routes`. Paths are absolute (e.g. `/listings`, `/hybrid/vendor/accounting/customer/:oid`)
 * and must lie under the prefixes the shell's route table assigns to that remote; others are ignored.
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

export { SHARED_INSTANCE_ID } from './shared-instance';

const Resources = v.record(v.string(), v.unknown());

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
  translations: v.object({ namespace: v.pipe(v.string(), v.nonEmpty()), en: Resources, 'zh-CN': Resources }),
  buildId: v.optional(v.string(), 'unknown'),
  sharedInstanceId: v.optional(v.string(), 'unknown'),
});

const HttpUrl = v.pipe(v.string(), v.url(), v.regex(/^https?:\/\//i, 'must be an http(s) URL'));

/** One remote in the deploy-time manifest (`remotes.json`, served beside index.html). */
export const RemoteManifestEntrySchema = v.object({
  name: v.picklist(REMOTE_NAMES),
  /** URL of the remote's federation entry (mf-manifest.json or remoteEntry.js). */
  entry: HttpUrl,
  /** The contract major version the remote implements. */
  contract: v.pipe(v.number(), v.integer()),
});

export const RemotesManifestSchema = v.object({ remotes: v.array(RemoteManifestEntrySchema) });
export type RemoteManifestEntry = v.InferOutput<typeof RemoteManifestEntrySchema>;
export type RemotesManifest = v.InferOutput<typeof RemotesManifestSchema>;
