import { useNativeContextStore, type NativeContext } from '../stores/native-context-store';
import {
  identityInQuery,
  rememberedIdentity,
  rememberIdentity,
  takeIdentityFromAddressBar,
} from '../deep-links/deep-link-identity';
import { loadedUrl } from '../deep-links/loaded-url';

const KEYS = ['fjjUserId', 'language', 'appAuthCode', 'yonghuId'] as const;
const NO_CONTEXT: NativeContext = { fjjUserId: null, language: null, appAuthCode: null, yonghuId: null };

declare global {
  interface Window {
    /** Called by the native app to hand over its context. */
    runSetEpicContext?: (context: unknown) => void;
  }
}

function pick(source: Record<string, unknown>): Partial<NativeContext> {
  const out: Partial<NativeContext> = {};
  for (const key of KEYS) {
    const value = source[key];
    if (typeof value === 'string' || typeof value === 'number') out[key] = String(value);
  }
  return out;
}

/** Deep links carry the context as query parameters. */
export function readContextFromQuery(search: string): Partial<NativeContext> {
  const params = new URLSearchParams(search);
  const raw: Record<string, unknown> = {};
  for (const key of KEYS) {
    const value = params.get(key);
    if (value !== null && value !== '') raw[key] = value;
  }
  return pick(raw);
}

/** Accepts an object or a JSON string, as apps differ. Unknown keys are ignored. */
export function parseNativeContext(input: unknown): Partial<NativeContext> {
  let value = input;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      return {};
    }
  }
  return value && typeof value === 'object' ? pick(value as Record<string, unknown>) : {};
}

/**
 * What the page's entry installs before anything else loads (shell/src/startup/early-context.ts): a
 * `runSetEpicContext` that only queues, so a context the app hands over while the page is still starting is kept.
 */
export type QueuingContextHandler = ((context: unknown) => void) & { queued?: unknown[] };

/**
 * Installs `window.runSetEpicContext` and applies the query-string context, then any context the app handed over
 * before (queued by the entry's early handler), in order: the latest one wins.
 *
 * The app user's identity (fjjUserId, appAuthCode, yonghuId) never stays in the address bar (ADR 0023): a deep
 * link's identity is remembered for the tab (sessionStorage) and taken out of the URL before the router starts; a
 * load whose URL names none of them (a reload, a page reached in the same tab) uses the remembered one, as the app
 * does not append it again. `language` is not identity: it stays in the URL and is read from it as before.
 */
export function installNativeContext(search: string): void {
  const fromQuery = readContextFromQuery(search);
  const identity = identityInQuery(search);
  if (identity) rememberIdentity(identity);
  takeIdentityFromAddressBar();
  const store = useNativeContextStore.getState();
  store.setContext({ ...rememberedIdentity(), ...fromQuery });
  const early = window.runSetEpicContext as QueuingContextHandler | undefined;
  const handler = (context: unknown) =>
    useNativeContextStore.getState().setContext(parseNativeContext(context));
  window.runSetEpicContext = handler;
  for (const context of early?.queued ?? []) handler(context);
}

/**
 * The context a server renders one page with: the query's (a hybrid page) or none. A server has no tab to remember
 * an identity and no app to hand one over, so nothing else counts, and nothing stays from the page before.
 */
export function setContextFromQuery(search: string | null): void {
  useNativeContextStore
    .getState()
    .setContext({ ...NO_CONTEXT, ...(search ? readContextFromQuery(search) : {}) });
}

/**
 * Whether the context in force is exactly what the page's URL carried as it was loaded, which is what the server
 * rendered it with. Not so after a reload (the tab's remembered identity) or when the app handed one over: the
 * server's markup is then another user's view, and the page is rendered afresh rather than hydrated.
 */
export function contextIsTheLoadedUrls(): boolean {
  const loaded = { ...NO_CONTEXT, ...readContextFromQuery(new URL(loadedUrl()).search) };
  const now = useNativeContextStore.getState();
  return KEYS.every((key) => now[key] === loaded[key]);
}
