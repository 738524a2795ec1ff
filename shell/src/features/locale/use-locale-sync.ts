import { useEffect } from 'react';
import {
  i18n,
  loadTranslations,
  localeFromNativeLanguage,
  useLocaleStore,
  useNativeContextStore,
  type Locale,
} from '@hearth/shared';

/**
 * Mirror a locale into i18next and `<html lang>`. A language the page did not start in (the app's language changed
 * live) switches once the texts of every namespace the page registered are in, in that language (the shell's and
 * the remotes' load a language at a time, ADR 0047); until then the page stays in the one it shows.
 */
export function applyLocale(locale: Locale): void {
  if (!i18n.isInitialized || i18n.language === locale) {
    document.documentElement.lang = locale;
    return;
  }
  loadTranslations(locale).then(
    () => {
      if (useLocaleStore.getState().locale !== locale) return;
      document.documentElement.lang = locale;
      void i18n.changeLanguage(locale);
    },
    (error: unknown) => console.error(`[hearth] the ${locale} texts could not be loaded`, error),
  );
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
