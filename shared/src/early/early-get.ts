// Entry-chunk safe (shared/src/early): no runtime import. The shell's entry chunk starts a few GETs before the
// shared singletons exist; the API client (host-client.ts) takes each one over by URL instead of sending it again.

interface EarlyStore {
  gets: Map<string, Promise<Response>>;
  /** GETs about to be sent (their URL is not known yet), by URL prefix: a take of a matching URL waits for them. */
  holds: Map<string, Promise<unknown>>;
}
const KEY = Symbol.for('hearth.early-gets');

/** One store per page, wherever this module is bundled (the entry chunk and the shared singleton). */
function store(): EarlyStore {
  const scope = globalThis as { [KEY]?: EarlyStore };
  return (scope[KEY] ??= { gets: new Map(), holds: new Map() });
}

/** The absolute form of a URL as a `Request` has it (the key both sides use). */
export function requestUrl(url: string): string {
  // On the server (no document) the URL is absolute already.
  return typeof document === 'undefined' ? new URL(url).href : new URL(url, document.baseURI).href;
}

/** The bound of an early GET when the runtime config names none (its `requestTimeoutMs` default). */
export const EARLY_GET_TIMEOUT_MS = 15_000;

/** An early GET that ran out of time: the request that takes it over fails as a timeout (not sent again). */
export class EarlyGetTimeout extends Error {
  override name = 'EarlyGetTimeout';
}

/** Statuses whose Response may carry no body. */
const NULL_BODY = new Set([204, 205, 304]);

/**
 * Sends a GET now (CORS, JSON accepted, as the API client does) and keeps it for `takeEarlyGet`. Bounded like the
 * API client's requests: the answer, body included, must be in within `timeoutMs` of now, or the request is aborted
 * (a hung API leaves the page's error state with Retry, not a spinner). The body is read here, inside that bound, so
 * the answer handed over is complete and its copies read at any time.
 */
export function primeEarlyGet(url: string, timeoutMs: number = EARLY_GET_TIMEOUT_MS): Promise<Response> {
  const key = requestUrl(url);
  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(new DOMException(`${key}: no answer within ${timeoutMs} ms`, 'TimeoutError')),
    timeoutMs,
  );
  const pending = fetch(key, { headers: { accept: 'application/json' }, signal: controller.signal })
    .then(async (response) => {
      const body = NULL_BODY.has(response.status) ? null : await response.arrayBuffer();
      const { status, statusText, headers } = response;
      return new Response(body, { status, statusText, headers });
    })
    .finally(() => clearTimeout(timer));
  pending.catch(() => undefined); // a failure is left to the API client, which sends its own request
  store().gets.set(key, pending);
  return pending;
}

/**
 * A GET under `prefix` may be primed once `until` settles (e.g. the user info once the profile has answered):
 * meanwhile a take of a URL under that prefix waits, instead of sending the request a second time.
 */
export function holdEarlyGets(prefix: string, until: Promise<unknown>): void {
  const key = requestUrl(prefix);
  const settled = until.then(
    () => undefined,
    () => undefined,
  );
  store().holds.set(key, settled);
  void settled.then(() => {
    if (store().holds.get(key) === settled) store().holds.delete(key);
  });
}

/**
 * The early response of a GET to `url`, once: undefined when none was started, when it failed or when it is not
 * 2xx (the API client then sends its own request, with its retry and error handling). Throws `EarlyGetTimeout`
 * when it ran out of time: the page has waited for it as long as for any request.
 */
export async function takeEarlyGet(url: string): Promise<Response | undefined> {
  const key = requestUrl(url);
  const { gets, holds } = store();
  for (const [prefix, settled] of holds) if (key.startsWith(prefix)) await settled;
  const pending = gets.get(key);
  if (!pending) return undefined;
  gets.delete(key);
  let response: Response;
  try {
    response = await pending;
  } catch (error) {
    // By name: the entry chunk and the shared singleton each bundle this module.
    if ((error as { name?: unknown } | null)?.name === 'TimeoutError') throw new EarlyGetTimeout(key);
    return undefined;
  }
  // A copy: the entry's own readers (the profile's owner, the banner, the home's template) read the original,
  // whichever side gets to it first.
  return response.ok ? response.clone() : undefined;
}
