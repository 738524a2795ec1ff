/**
 * One call of the three specs (`../shared/spec/*.md`), as data: what the real backends accept. Endpoint modules send
 * through `requestCall(entry, …)`, so method, host, path and encoding come from here; the parameter names and fixed
 * values they send are checked against the entry by each owner's spec-conformance test, and the sandbox's route by
 * sandbox-api's. A difference from the spec is a defect; only an `extras` entry (a parameter the spec does not
 * forbid, with its reason) may be added.
 */
export type SpecDocument = 'public-site' | 'hybrid-pages' | 'coupons-and-appointments';

/**
 * How the parameters travel:
 * - `query`: the URL's query string;
 * - `json`: a JSON body;
 * - `form`: an `application/x-www-form-urlencoded` body of name=value pairs;
 * - `form-json`: the body is JSON text sent with the form content type (coupons §7 #8: "form-urlencoded body = JSON").
 */
export type SpecEncoding = 'query' | 'json' | 'form' | 'form-json';

/** The packages that send calls (an entry names each owner; each owner's conformance test covers its entries). */
export type SpecCallOwner =
  | 'shared'
  | 'shell'
  | 'remote-listings'
  | 'remote-content'
  | 'remote-coupons'
  | 'remote-vendor'
  | 'remote-reports';

type Scalar = string | number | boolean | null;

export interface SpecCallExtra {
  name: string;
  /** Why it is sent though the spec does not name it, and why the spec does not forbid it. */
  reason: string;
}

export interface SpecCall {
  /** Stable id, also the key in `SPEC_CALLS`. */
  id: string;
  spec: SpecDocument;
  /** Where the call is stated, e.g. `§7 item 4` or `§7 table #5`. */
  section: string;
  method: 'GET' | 'POST';
  /** The runtime-config host key (`hosts.<key>`). */
  host: string;
  /** The path under the host; `{name}` segments are filled by the caller (`/new/{product}WebNewsList`). */
  path: string;
  encoding: SpecEncoding;
  /** Parameter names the spec states, always sent. For a `json` body: its top-level keys. */
  params: readonly string[];
  /** Parameters the spec names as optional or defaulted (sent when the caller has them). */
  optional?: readonly string[];
  /** Values the spec fixes (`ltype 0`, `is_show_web 1`); compared as text. */
  fixed?: Readonly<Record<string, Scalar>>;
  /** Extras sent beyond the spec, each with its reason. */
  extras?: readonly SpecCallExtra[];
  /** Response fields read (dot paths, as the spec names them). */
  reads: readonly string[];
  /** Where the spec can be read two ways: both readings, and how the schema accepts both. */
  readings?: string;
  /** A request as the spec describes it: sent to the sandbox's route by its conformance test. */
  example: {
    path?: Readonly<Record<string, string>>;
    params: Readonly<Record<string, unknown>>;
  };
  owners: readonly SpecCallOwner[];
}

/** A path template as a pattern: each `{name}` segment matches one non-empty path segment. */
export function specPathPattern(path: string): RegExp {
  const escaped = path.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
  return new RegExp(`^${escaped.replace(/\\?\{\w+\\?\}/g, '[^/]+')}$`);
}
