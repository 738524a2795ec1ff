import {
  localeFromLtype,
  localeFromNativeLanguage,
  useNativeContextStore,
  type Locale,
} from '@hearth/shared';
import { publicLocaleOf } from '@hearth/shared/early';

/**
 * The locale the app starts in.
 * - public: `?ltype=` (1 English, 0 Chinese) when present, else English (www and agent sites alike);
 * - hybrid: the native context language (`?language=`, else a context already handed over by
 *   runSetEpicContext): 1 English, anything else Chinese. With no native language at all, an explicit `?ltype=`
 *   is honoured, else Chinese (the app's "anything else").
 */
export function resolveInitialLocale(location: Pick<Location, 'search'>, mode: 'public' | 'hybrid'): Locale {
  // The public rule is the one the entry chunk's early site requests use (publicLocaleOf).
  if (mode === 'public') return publicLocaleOf(location.search);
  const params = new URLSearchParams(location.search);
  const fromLtype = localeFromLtype(params.get('ltype'));
  const language = params.get('language') || useNativeContextStore.getState().language;
  if (language) return localeFromNativeLanguage(language);
  return fromLtype ?? 'zh-CN';
}
