import { ltypeOf, type Locale } from '@hearth/shared';

/** The current URL with `ltype` set for a locale (1 English, 0 Chinese), replacing any existing ltype. */
export function buildLtypeUrl(href: string, locale: Locale): string {
  const url = new URL(href);
  url.searchParams.set('ltype', String(ltypeOf(locale)));
  return url.toString();
}
