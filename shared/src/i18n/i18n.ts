import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from '@hearth/shared/react-i18next';
import type { RemoteTranslations } from '../federation/remote-contract';
import { LOCALES, type Locale } from './locales';
import commonEn from './common/en.json';
import commonZh from './common/zh-CN.json';

/** The one i18next instance (shared singleton). Each remote adds its own namespace. */
export const i18n: I18n = i18next.createInstance();

/** Keys that were asked for but exist in no language: the e2e suite fails on any. */
export const missingKeys = new Set<string>();

export async function initI18n(locale: Locale): Promise<I18n> {
  if (i18n.isInitialized) {
    if (i18n.language !== locale) await i18n.changeLanguage(locale);
    return i18n;
  }
  await i18n.use(initReactI18next).init({
    lng: locale,
    fallbackLng: false,
    supportedLngs: [...LOCALES],
    ns: ['common'],
    defaultNS: 'common',
    resources: { en: { common: commonEn }, 'zh-CN': { common: commonZh } },
    interpolation: { escapeValue: false },
    returnNull: false,
    saveMissing: true,
    missingKeyHandler: (lngs, ns, key) => {
      const id = `${lngs.join(',')}:${ns}:${key}`;
      missingKeys.add(id);
      console.error(`[i18n] missing key ${id}`);
    },
  });
  return i18n;
}

/** Register a remote's (or the shell's) namespace in both languages. */
export function addTranslations(translations: RemoteTranslations): void {
  i18n.addResourceBundle('en', translations.namespace, translations.en, true, true);
  i18n.addResourceBundle('zh-CN', translations.namespace, translations['zh-CN'], true, true);
}

/**
 * A text of a namespace only known at run time (a remote's title key read by the shell). Typed keys cannot cover
 * it; a missing key is still reported by the missing-key handler.
 */
export function translateIn(ns: string, key: string, lng?: string): string {
  const t = i18n.t as unknown as (key: string, options: { ns: string; lng?: string }) => string;
  return t(key, lng ? { ns, lng } : { ns });
}

export { commonEn, commonZh };
