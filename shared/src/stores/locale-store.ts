import { createSharedStore } from './create-shared-store';
import type { Locale } from '../i18n/locales';

interface LocaleState {
  locale: Locale;
  setLocale: (locale: Locale) => void;
}

/** The active UI language; the shell mirrors it into i18next and `<html lang>`. */
export const useLocaleStore = createSharedStore<LocaleState>((set) => ({
  locale: 'en',
  setLocale: (locale) => set({ locale }),
}));
