// The head's URL rules (ADR 0032), import-free: `page-head.ts` and the schema.org builders (`schema-org.ts`, which the
// shell's route table imports) share them.

/** The two languages of the site, as the singleton's `Locale`. */
export type HeadLocale = 'en' | 'zh-CN';

/** The `ltype` value that selects a language (1 English, 0 Chinese). */
export const LTYPE: Readonly<Record<HeadLocale, string>> = { en: '1', 'zh-CN': '0' };

/** `raw` resolved against `origin`, if it is an http(s) URL; else null. */
export function httpUrl(raw: string | null | undefined, origin: string | null | undefined): string | null {
  if (!raw || !raw.trim()) return null;
  try {
    const url = new URL(raw.trim(), origin ?? undefined);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * The URL of a path of the site in a language (`ltype` of `locale`; none: the x-default URL). The path is set on the
 * origin, never resolved (`//other.host` stays a path). Null when the origin is not http(s).
 */
export function siteUrl(
  origin: string | null | undefined,
  path: string,
  locale: HeadLocale | null,
): string | null {
  const base = httpUrl(origin, 'http://invalid');
  if (!base) return null;
  const url = new URL(base);
  const [pathname = '/', search = ''] = path.split('?', 2);
  url.pathname = pathname;
  url.search = search;
  url.hash = '';
  if (locale) url.searchParams.set('ltype', LTYPE[locale]);
  return url.href;
}
