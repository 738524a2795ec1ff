import { IDENTITY_PARAMS, PERSONAL_PARAMS } from '@hearth/shared/security';

// robots.txt as text (ADR 0040): pure, no I/O.

/** The hybrid pages' prefix: they live in the app, with its user's context, and are noindex. */
export const HYBRID_PREFIX = '/hybrid/';

/**
 * The query keys that carry a user's context (the app user's identity, personal details): a URL with one is a
 * private page (`private, no-store`, start-plan.ts `cacheControl`) and is not crawled. The server matches them in
 * any case; robots.txt rules are case-sensitive, so each is written as the product writes it and in lower case.
 */
export function userContextKeys(): string[] {
  const keys = [...IDENTITY_PARAMS, ...PERSONAL_PARAMS];
  return [...new Set(keys.flatMap((key) => [key, key.toLowerCase()]))];
}

/**
 * The site's robots.txt: every public page allowed; the hybrid pages and any URL whose query carries user context
 * disallowed (`*` is the wildcard of RFC 9309 crawlers); the site's own sitemap by absolute URL.
 */
export function robotsTxt(origin: string): string {
  const sitemap = new URL('/sitemap.xml', origin).href;
  const userContext = userContextKeys().flatMap((key) => [`/*?${key}=`, `/*&${key}=`]);
  return [
    'User-agent: *',
    'Allow: /',
    `Disallow: ${HYBRID_PREFIX}`,
    ...userContext.map((rule) => `Disallow: ${rule}`),
    '',
    `Sitemap: ${sitemap}`,
    '',
  ].join('\n');
}
