import { useEffect } from 'react';
import {
  i18n,
  localeFromNativeLanguage,
  useLocaleStore,
  useNativeContextStore,
  type Locale,
} from '@hearth/shared';

/** Mirror a locale into i18next and `<html lang>`. */
export function applyLocale(locale: Locale): void {
  document.documentElement.lang = locale;
  if (i18n.isInitialized && i18n.language !== locale) void i18n.changeLanguage(locale);
}

/**
 * Keeps i18next and `<html lang>` on `useLocaleStore` (whoever writes it: the shell or a remote). On hybrid
 * pages the native context language drives the locale live (runSetEpicContext → language 1 English, else Chinese);
 * the initial value is applied at bootstrap by resolveInitialLocale, so only changes are followed here.
 */
export function useLocaleSync(hybrid: boolean): void {
  const locale = useLocaleStore((s) => s.locale);
  useEffect(() => applyLocale(locale), [locale]);

  useEffect(() => {
    if (!hybrid) return undefined;
    const follow = (language: string | null) => {
      if (language) useLocaleStore.getState().setLocale(localeFromNativeLanguage(language));
    };
    return useNativeContextStore.subscribe((state, previous) => {
      if (state.language !== previous.language) follow(state.language);
    });
  }, [hybrid]);
}
