// Entry-chunk safe: no runtime import of @hearth/shared or of anything that imports it (the shell's entry chunk
// runs this before the shared singletons exist).
import { AGENT_PROFILE_PATH, USER_INFO_PATH, cmisUrl } from './site-paths';
import { EARLY_GET_TIMEOUT_MS, holdEarlyGets, primeEarlyGet } from './early-get';
import { ltypeOf, type Locale } from '../i18n/locales';
import { resolveSiteTarget, type SiteLocation } from './site-target';
import { homeTemplateOf, type HomeTemplate } from './home-template';
import type { DeclaredGetValues } from './declared-gets';
import { httpUrlOf, preloadImage } from './preload-image';

export interface EarlySiteInput {
  location: SiteLocation;
  /** runtime-config.json as received: not validated yet, so only fields of the right type are used. */
  config: unknown;
  /** A hybrid page takes its language from the native app: only the profile is requested early. */
  hybrid: boolean;
  /**
   * A public page's language, by the rule the bootstrap uses too (`browserPublicLocale`: ltype, the cookie, the
   * browser's languages; public-locale.ts). Unused on hybrid pages.
   */
  locale: Locale;
  /** The page shows the agent's banner above the fold (the home): preload it as soon as its URL is known. */
  banner: boolean;
  production: boolean;
  /**
   * The page is the home: called with what it shows as soon as that is known (www from the host; on an agent's
   * site, the store info's template once the user info answers), for the entry to preload that template's code;
   * on an agent's site also with what its widgets' declared GETs need (declared-gets.ts): the owner, the language
   * and the runtime config's hosts.
   */
  onHome?: (variant: HomeTemplate | 'www', site?: EarlyHomeSite) => void;
  /** Called at once when the page is an agent's site (before its owner is known): what may be warmed already. */
  onAgent?: () => void;
}

/** What an agent's home passes to `onHome` for its widgets' declared GETs. */
export interface EarlyHomeSite {
  values: DeclaredGetValues;
  /** The runtime config's `hosts` as received (declaredGetUrl keeps only http(s) ones). */
  hosts: unknown;
  /** The runtime config's `requestTimeoutMs` (its default when absent or not a number in range). */
  timeoutMs: number;
}

interface EarlyConfig {
  cmis: string;
  wwwHosts: string[];
  testHost: string;
  timeoutMs: number;
  /** The `auth` option lists the cmis host: its requests may carry a credential the entry does not know. */
  cmisAuth: boolean;
}

/** `requestTimeoutMs` as the schema accepts it (an integer from 1 s to 2 min), else its default. */
export function earlyTimeoutOf(raw: unknown): number {
  const ms = (raw as { requestTimeoutMs?: unknown } | null)?.requestTimeoutMs;
  return typeof ms === 'number' && Number.isInteger(ms) && ms >= 1000 && ms <= 120_000
    ? ms
    : EARLY_GET_TIMEOUT_MS;
}

function readConfig(raw: unknown): EarlyConfig | null {
  const config = raw as {
    hosts?: { cmis?: unknown };
    wwwHosts?: unknown;
    testHost?: unknown;
    auth?: { hosts?: unknown };
  } | null;
  const cmis = config?.hosts?.cmis;
  const wwwHosts = config?.wwwHosts;
  const testHost = config?.testHost;
  if (typeof cmis !== 'string' || !/^https?:\/\//i.test(cmis) || typeof testHost !== 'string') return null;
  if (!Array.isArray(wwwHosts) || !wwwHosts.every((h) => typeof h === 'string')) return null;
  const authHosts = config?.auth?.hosts;
  const cmisAuth = Array.isArray(authHosts) && authHosts.includes('cmis');
  return { cmis, wwwHosts, testHost, timeoutMs: earlyTimeoutOf(raw), cmisAuth };
}

/** The profile's cims_uid as the user-info request sends it, when the answer is an active agent. */
function ownerIdOf(body: unknown): string | null {
  const envelope = body as { code?: unknown; data?: { cims_uid?: unknown; website_status?: unknown } } | null;
  const data = envelope?.data;
  if (envelope?.code !== 200 || !data || data.website_status === false) return null;
  const id = data.cims_uid;
  if (typeof id === 'number' && Number.isFinite(id)) return String(id);
  if (typeof id === 'string' && id.trim()) return id.trim();
  return null;
}

/** The user info's banner URL (http(s), as the contract's picture URLs), when the answer is OK. */
function bannerOf(body: unknown): string | null {
  const envelope = body as { code?: unknown; data?: { agentBannerUrl?: unknown } } | null;
  return httpUrlOf(envelope?.code === 200 ? envelope.data?.agentBannerUrl : null);
}

/**
 * The site resolution's requests, started from the entry chunk as soon as runtime-config.json and remotes.json
 * (whether the page is hybrid) answer, while the shell's chunks are still downloading: the agent's profile for the
 * site target, then, once it answers, the owner's user info in a public page's language. The bootstrap's
 * resolution (`loadSite`) takes both over through the API client, which validates them as usual (one request
 * each). Whatever it asks differently (another target, another language) it sends itself. www starts nothing.
 * On a page with the banner above the fold (the home), the banner image is preloaded once the user info answers:
 * it is the home's largest paint, and would otherwise start only when React renders it. On the home, `onHome`
 * learns the template (www at once; an agent's once the user info answers). Resolves once the user info has been
 * sent, or is known not to be (www, a hybrid page, no agent, a failed profile); on the home (`onHome`), once its
 * answer has been read and handed to `onHome` (the template's code, widgets and data, the banner). The entry starts
 * evaluating the start-up chunks only then, so that their evaluation tasks do not stand between an answer and what
 * it starts.
 */
export function startEarlySiteRequests(input: EarlySiteInput): Promise<void> {
  const { location, config: raw, hybrid, banner, production, onHome, onAgent, locale } = input;
  const config = readConfig(raw);
  if (!config) return Promise.resolve();
  const target = resolveSiteTarget(location, config, { production });
  if (target.kind !== 'agent') {
    onHome?.('www');
    return Promise.resolve();
  }
  onAgent?.();
  const { timeoutMs } = config;
  // A hybrid page's requests may carry the native app's credential (`auth`), which the entry does not have yet.
  if (hybrid && config.cmisAuth) return Promise.resolve();
  const profile = primeEarlyGet(
    cmisUrl(config.cmis, AGENT_PROFILE_PATH, { agentBlogUri: target.uri }),
    timeoutMs,
  );
  if (hybrid) return Promise.resolve();
  const ltype = ltypeOf(locale);
  let owner: string | null = null;
  const info = profile
    .then((response) => (response.ok ? (response.clone().json() as Promise<unknown>) : null))
    .then((body) => {
      const userId = (owner = ownerIdOf(body));
      if (userId === null) return null;
      return primeEarlyGet(
        cmisUrl(config.cmis, USER_INFO_PATH, { userId, ltype: 1, isLoadAvatar: false }),
        timeoutMs,
      );
    });
  // The resolution reads the same profile answer: its user-info request waits until this one has been sent.
  holdEarlyGets(cmisUrl(config.cmis, USER_INFO_PATH, {}), info);
  const sent = info.then(
    () => undefined,
    () => undefined,
  );
  if (!banner && !onHome) return sent;
  const read = info
    .then((answer) => (answer?.ok ? (answer.clone().json() as Promise<unknown>) : null))
    .then((body) => {
      const src = banner ? bannerOf(body) : null;
      if (src) preloadImage(src);
      const template = homeTemplateOf(body);
      const hosts = (raw as { hosts?: unknown }).hosts;
      if (template && owner)
        onHome?.(template, { values: { owner, ltype: String(ltype) }, hosts, timeoutMs });
    })
    .catch(() => undefined);
  return onHome ? read : sent;
}
