import * as v from 'valibot';
import { resolveDeployUrl } from '../early/deploy-url';
import { DeployUrlSchema } from '../federation/deploy-url-schema';

const HttpUrl = v.pipe(v.string(), v.url(), v.regex(/^https?:\/\//i, 'must be an http(s) URL'));

/**
 * Every backend host the platform talks to. Each is a base URL; endpoint paths are appended. A root-relative one
 * (`/api/cmis`) is on the site's own origin, through its gateway (ADR 0017), and is resolved against it. Unknown keys
 * are kept, resolved the same way (a remote deployed after the shell may read a host of its own with its own schema).
 */
const HOSTS = {
  cmis: DeployUrlSchema,
  coupon: DeployUrlSchema,
  trade: DeployUrlSchema,
  vendorService: DeployUrlSchema,
  analysisService: DeployUrlSchema,
  newsApi: DeployUrlSchema,
  blogService: DeployUrlSchema,
  quotation: DeployUrlSchema,
  selection: DeployUrlSchema,
  serverless: DeployUrlSchema,
  messagingQueue: DeployUrlSchema,
  leadCreation: DeployUrlSchema,
  translation: DeployUrlSchema,
  /** Static files (pictures, videos) referenced by pages. */
  files: DeployUrlSchema,
  /** The house recommend service (getAgentInfosByHouseId). Optional: absent → the cmis host serves the call. */
  houseRecommend: v.optional(DeployUrlSchema),
};
export const HostsSchema = v.pipe(
  v.looseObject(HOSTS),
  v.transform((hosts) => {
    const resolved: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(hosts)) resolved[key] = resolveDeployUrl(value);
    return resolved as typeof hosts;
  }),
);

export type HostKey = keyof typeof HOSTS;

/**
 * The deploy-time runtime configuration, fetched and validated once at startup. Unknown keys are kept, not
 * stripped: a remote deployed after the shell reads its own settings from `getRuntimeConfig()` with its own schema.
 */
export const RuntimeConfigSchema = v.looseObject({
  productName: v.optional(v.pipe(v.string(), v.minLength(1)), 'Hearth'),
  hosts: HostsSchema,
  /** Host names that run the world-wide ("www") portal. */
  wwwHosts: v.array(v.string()),
  /** Agent blog uri used when the site is opened on localhost / 127.0.0.1. */
  testHost: v.string(),
  /** The world-wide site (Contact Us on the inactive 404 page, footer copyright link). */
  wwwSiteUrl: HttpUrl,
  /** The admin site opened by the footer's admin button. */
  adminUrl: HttpUrl,
  supportPhone: v.string(),
  /** The company's default phone number: an agent with this phone gets no showing-book or contact panel. */
  defaultCompanyPhone: v.string(),
  payment: v.object({ url: HttpUrl, storeId: v.string(), key: v.string() }),
  /**
   * Hosts (host or host:port) the renew page may send the client to for invoices and payment (links taken from
   * data). Absent: the hosts of `hosts.vendorService`, `hosts.files` and `payment.url`.
   */
  invoicingHosts: v.optional(v.array(v.pipe(v.string(), v.trim(), v.nonEmpty()))),
  mapTileUrl: v.string(),
  /** The WeChat JS-SDK, loaded by URL inside WeChat only (sharing); the deploy's CSP allows its origin. */
  wechatSdkUrl: v.optional(HttpUrl, 'https://res.wx.qq.com/open/js/jweixin-1.6.0.js'),
  /** The DingTalk JS-API, loaded by URL inside DingTalk only (the share button). */
  dingtalkSdkUrl: v.optional(HttpUrl, 'https://g.alicdn.com/dingding/dingtalk-jsapi/2.10.3/dingtalk.open.js'),
  /** App-store links of /download-app (client) and /download-app-agent (agent); absent → "coming soon". */
  appLinks: v.optional(
    v.object({
      client: v.object({ ios: v.optional(HttpUrl), android: v.optional(HttpUrl) }),
      agent: v.object({ ios: v.optional(HttpUrl), android: v.optional(HttpUrl) }),
    }),
  ),
  /** /marketing/2020/annual: the ceremony start (ISO 8601 with offset), watch links and social links. */
  awards2020: v.optional(
    v.object({
      startsAt: v.pipe(v.string(), v.isoTimestamp()),
      watchChinaUrl: HttpUrl,
      liveStreamUrl: HttpUrl,
      social: v.optional(v.array(v.object({ name: v.pipe(v.string(), v.nonEmpty()), url: HttpUrl })), []),
    }),
  ),
  dailyReportCount: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1)), 100),
  /**
   * The bound of every API request (ky's per-attempt timeout): past it the request fails as a timeout and the page
   * shows its error state with Retry.
   */
  requestTimeoutMs: v.optional(
    v.pipe(v.number(), v.integer(), v.minValue(1000), v.maxValue(120_000)),
    15_000,
  ),
  /**
   * Off unless present: the API client sends `Authorization: Bearer <value>` to the listed hosts, the value being
   * the native app's context value named by `context` (today only `appAuthCode`), read when the request leaves.
   * No value, no header. The spec's backends take no credential, and the header makes every call a CORS preflight.
   */
  auth: v.optional(
    v.object({
      hosts: v.pipe(v.array(v.pipe(v.string(), v.nonEmpty())), v.minLength(1)),
      context: v.optional(v.picklist(['appAuthCode']), 'appAuthCode'),
    }),
  ),
  /** How long the shell waits for a remote before showing its fallback. */
  remoteTimeoutMs: v.optional(v.pipe(v.number(), v.minValue(500)), 8000),
  /** Message-queue name for the contact form's e-mail job. */
  messageQueueName: v.optional(v.string(), 'hearth-email'),
  /** Non-production builds read this; production builds always treat it as false. */
  debug: v.optional(v.boolean(), false),
});

export type RuntimeConfig = v.InferOutput<typeof RuntimeConfigSchema>;
export type RuntimeConfigInput = v.InferInput<typeof RuntimeConfigSchema>;
