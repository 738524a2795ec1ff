import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from '@hearth/shared/react-i18next';
import type { RemoteTranslations, Texts } from '../federation/remote-contract';
import { LOCALES, type Locale } from './locales';
import commonEn from './common/en.json';
import commonZh from './common/zh-CN.json';

/** The one i18next instance (shared singleton). Each remote adds its own namespace. */
export const i18n: I18n = i18next.createInstance();

/** Keys that were asked for but exist in no language: the e2e suite fails on any. */
export const missingKeys = new Set<string>();

export async function initI18n(locale: Locale): Promise<I18n> {
  if (i18n.isInitialized) {
    if (i18n.language !== locale) {
      await loadTranslations(locale);
      await i18n.changeLanguage(locale);
    }
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

// A namespace's texts per language: data, or a loader of the language's own chunk (ADR 0047). A page registers the
// namespaces it uses and loads only its own language; a live change of language loads the other one first.

const registered = new Set<RemoteTranslations>();
const fetched = new WeakMap<RemoteTranslations, Map<Locale, Promise<Texts>>>();

/** Webpack's JSON chunk is a module whose default export is the texts. */
function textsOf(loaded: Texts | { default: Texts }): Texts {
  return 'default' in loaded && typeof loaded.default === 'object' && loaded.default !== null
    ? (loaded.default as Texts)
    : loaded;
}

/** A language's texts of a namespace: once a page (again after a failure). */
export function fetchTexts(translations: RemoteTranslations, locale: Locale): Promise<Texts> {
  const source = translations[locale];
  if (typeof source !== 'function') return Promise.resolve(source);
  let byLocale = fetched.get(translations);
  if (!byLocale) fetched.set(translations, (byLocale = new Map()));
  let texts = byLocale.get(locale);
  if (!texts) {
    texts = source().then(textsOf, (error: unknown) => {
      byLocale.delete(locale);
      throw error;
    });
    byLocale.set(locale, texts);
  }
  return texts;
}

function add(translations: RemoteTranslations, locale: Locale, texts: Texts): void {
  i18n.addResourceBundle(locale, translations.namespace, texts, true, true);
}

/** The namespace's texts in `locale`, added to i18next: at once when they are data, else once their chunk is in. */
function loadIn(translations: RemoteTranslations, locale: Locale): Promise<void> | undefined {
  const source = translations[locale];
  if (typeof source !== 'function') return void add(translations, locale, source);
  return fetchTexts(translations, locale).then((texts) => add(translations, locale, texts));
}

function settle(loads: (Promise<void> | undefined)[]): Promise<void> {
  return Promise.all(loads).then(() => undefined);
}

/**
 * Registers a namespace (a remote's, the shell's, the kit's). Texts given as data are added in both languages at
 * once; loaded ones in the page's language (every language before i18next starts). Resolves once they are in;
 * rejects when a chunk cannot be loaded (asked for again on the next call).
 */
export function addTranslations(translations: RemoteTranslations): Promise<void> {
  registered.add(translations);
  const page = i18n.isInitialized ? (i18n.language as Locale) : null;
  const locales = LOCALES.filter((l) => typeof translations[l] !== 'function' || !page || l === page);
  return settle(locales.map((locale) => loadIn(translations, locale)));
}

/** Every registered namespace's texts in `locale`: awaited before the page switches to it, or renders in it. */
export function loadTranslations(locale: Locale): Promise<void> {
  return settle([...registered].map((translations) => loadIn(translations, locale)));
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
