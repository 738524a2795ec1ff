import * as v from 'valibot';

const HttpUrl = v.pipe(v.string(), v.url(), v.regex(/^https?:\/\//i, 'must be an http(s) URL'));

/** Every backend host the platform talks to. Each is a base URL; endpoint paths are appended. */
export const HostsSchema = v.object({
  cmis: HttpUrl,
  coupon: HttpUrl,
  trade: HttpUrl,
  vendorService: HttpUrl,
  analysisService: HttpUrl,
  newsApi: HttpUrl,
  blogService: HttpUrl,
  quotation: HttpUrl,
  selection: HttpUrl,
  serverless: HttpUrl,
  messagingQueue: HttpUrl,
  leadCreation: HttpUrl,
  translation: HttpUrl,
  wechat: HttpUrl,
  /** Static files (pictures, videos) referenced by pages. */
  files: HttpUrl,
});

export type HostKey = keyof v.InferOutput<typeof HostsSchema>;

/** The deploy-time runtime configuration, fetched and validated once at startup. */
export const RuntimeConfigSchema = v.object({
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
  mapTileUrl: v.string(),
  dailyReportCount: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1)), 100),
  /** How long the shell waits for a remote before showing its fallback. */
  remoteTimeoutMs: v.optional(v.pipe(v.number(), v.minValue(500)), 8000),
  /** Message-queue name for the contact form's e-mail job. */
  messageQueueName: v.optional(v.string(), 'hearth-email'),
  /** Non-production builds read this; production builds always treat it as false. */
  debug: v.optional(v.boolean(), false),
});

export type RuntimeConfig = v.InferOutput<typeof RuntimeConfigSchema>;
export type RuntimeConfigInput = v.InferInput<typeof RuntimeConfigSchema>;
