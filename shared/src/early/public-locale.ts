// Entry-chunk safe and DOM-free: the entry chunk, the bootstrap and a Node server apply the same rule (ADR 0031).
import { localeFromLtype, type Locale } from '../i18n/locales';

/** The cookie the language choice sets: `en` or `zh-CN`. */
export const LOCALE_COOKIE = 'hearth_locale';

/** A year, in seconds: how long the language choice is remembered. */
export const LOCALE_COOKIE_MAX_AGE_S = 31_536_000;

/** What a request says about its language: the query (`?ltype=`), the Cookie header, the Accept-Language header. */
export interface LocaleSources {
  search?: string | null;
  cookieHeader?: string | null;
  acceptLanguage?: string | null;
}

/** At most this many characters of Accept-Language are read (a longer one is cut, never a reason to throw). */
const MAX_ACCEPT_LANGUAGE = 4096;
const TAG = /^[a-z]{1,8}(?:-[a-z0-9]{1,8})*$/i;
const QVALUE = /^q=(0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/i;

/** The cookie's locale, when the header carries a valid one (the first `hearth_locale` wins, as browsers order them). */
export function localeFromCookie(cookieHeader: string | null | undefined): Locale | null {
  if (typeof cookieHeader !== 'string') return null;
  for (const pair of cookieHeader.split(';')) {
    const at = pair.indexOf('=');
    if (at < 0 || pair.slice(0, at).trim() !== LOCALE_COOKIE) continue;
    const value = pair.slice(at + 1).trim();
    return value === 'en' || value === 'zh-CN' ? value : null;
  }
  return null;
}

/**
 * A language tag's locale: `en` and any `en-*` → English; `zh` and any `zh-*` (zh-CN, zh-SG, zh-Hans*, and also
 * zh-TW, zh-HK, zh-MO, zh-Hant*: the product's only Chinese is Simplified, which a Traditional reader reads far more
 * easily than English; ADR 0031) → Chinese; anything else none.
 */
function localeOfTag(tag: string): Locale | null {
  const primary = tag.split('-')[0]!.toLowerCase();
  if (primary === 'en') return 'en';
  if (primary === 'zh') return 'zh-CN';
  return null;
}

/**
 * The best of an Accept-Language value: the product locale of the acceptable tag with the highest q (1 when
 * absent; q=0 is "not acceptable"), the earlier one on a tie; malformed entries and `*` are skipped.
 */
export function localeFromAcceptLanguage(header: string | null | undefined): Locale | null {
  if (typeof header !== 'string') return null;
  let best: { locale: Locale; q: number } | null = null;
  for (const entry of header.slice(0, MAX_ACCEPT_LANGUAGE).split(',')) {
    const [rawTag = '', ...params] = entry.split(';').map((part) => part.trim());
    if (!TAG.test(rawTag)) continue;
    let q = 1;
    if (params.length > 0) {
      const match = params.length === 1 ? QVALUE.exec(params[0]!) : null;
      if (!match) continue;
      q = Number(match[1]);
    }
    const locale = localeOfTag(rawTag);
    if (locale && q > 0 && (!best || q > best.q)) best = { locale, q };
  }
  return best?.locale ?? null;
}

/**
 * A public page's language (www and agent sites; hybrid pages take the native app's): the URL's `ltype` when valid
 * (1 English, 0 Chinese: the language choice reloads with it), else the cookie the choice sets, else the best of
 * Accept-Language, else English. Never throws.
 */
export function publicLocaleOf(sources: LocaleSources): Locale {
  let fromLtype: Locale | null = null;
  try {
    fromLtype = localeFromLtype(new URLSearchParams(sources.search ?? '').get('ltype'));
  } catch {
    // not a query string: no choice in the URL
  }
  return (
    fromLtype ??
    localeFromCookie(sources.cookieHeader) ??
    localeFromAcceptLanguage(sources.acceptLanguage) ??
    'en'
  );
}

/** The cookie that remembers a language choice (for `document.cookie`, or a server's Set-Cookie). */
export function localeCookie(locale: Locale, secure: boolean): string {
  const attributes = `Path=/; Max-Age=${LOCALE_COOKIE_MAX_AGE_S}; SameSite=Lax${secure ? '; Secure' : ''}`;
  return `${LOCALE_COOKIE}=${locale}; ${attributes}`;
}
