import {
  localeFromLtype,
  localeFromNativeLanguage,
  useNativeContextStore,
  type Locale,
} from '@hearth/shared';
import { browserPublicLocale, type LocaleWindow } from '@hearth/shared/early';

/**
 * The locale the app starts in.
 * - public (www and agent sites alike): the rule the server uses too
 *   (`publicLocaleOf`, ADR 0031): `?ltype=` (1 English, 0 Chinese) when valid, else the `hearth_locale` cookie the
 *   language choice sets, else the browser's languages (Accept-Language), else English;
 * - hybrid: the native context language (`?language=`, else a context already handed over by
 *   runSetEpicContext): 1 English, anything else Chinese. With no native language at all, an explicit `?ltype=`
 *   is honoured, else Chinese (the app's "anything else").
 */
export function resolveInitialLocale(win: LocaleWindow, mode: 'public' | 'hybrid'): Locale {
  if (mode === 'public') return browserPublicLocale(win);
  const params = new URLSearchParams(win.location.search);
  const fromLtype = localeFromLtype(params.get('ltype')?.charAt(0)); // its first character (as planLocale)
  const language = params.get('language') || useNativeContextStore.getState().language;
  if (language) return localeFromNativeLanguage(language);
  return fromLtype ?? 'zh-CN';
}
