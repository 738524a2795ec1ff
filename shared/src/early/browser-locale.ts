// Entry-chunk safe: the browser's side of the public language rule (public-locale.ts), so that the bootstrap (and a
// remote's harness) read the inputs a server reads from the request and cannot decide differently.
import type { Locale } from '../i18n/locales';
import { localeCookie, publicLocaleOf, type LocaleSources } from './public-locale';

/** The parts of `window` the rule reads. */
export interface LocaleWindow {
  location: Pick<Location, 'search'>;
  document?: Pick<Document, 'cookie'>;
  navigator?: Pick<Navigator, 'language'> & { languages?: readonly string[] };
}

function readCookie(document: LocaleWindow['document']): string {
  try {
    return document?.cookie ?? '';
  } catch {
    return ''; // a sandboxed document refuses cookies
  }
}

/** The browser's languages as an Accept-Language value (in its order, which the rule keeps on equal q). */
export function acceptLanguageOf(navigator: LocaleWindow['navigator']): string {
  const languages = navigator?.languages?.length ? navigator.languages : [navigator?.language ?? ''];
  return languages.filter(Boolean).join(', ');
}

/** What the page's URL, cookies and browser languages say, as a server would read them from the request. */
export function browserLocaleSources(win: LocaleWindow = window): LocaleSources {
  return {
    search: win.location.search,
    cookieHeader: readCookie(win.document),
    acceptLanguage: acceptLanguageOf(win.navigator),
  };
}

/** The public page's language in this browser: `publicLocaleOf` over `browserLocaleSources`. */
export function browserPublicLocale(win: LocaleWindow = window): Locale {
  return publicLocaleOf(browserLocaleSources(win));
}

/** Remembers a language choice in the cookie (Secure on https), before the choice reloads the page. */
export function rememberLocale(locale: Locale, win: Pick<Window, 'document' | 'location'> = window): void {
  try {
    win.document.cookie = localeCookie(locale, win.location.protocol === 'https:');
  } catch {
    // cookies refused: the reload's ltype still applies the choice to this page
  }
}
