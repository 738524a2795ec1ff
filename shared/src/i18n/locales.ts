/** The two languages of the product. */
export const LOCALES = ['en', 'zh-CN'] as const;
export type Locale = (typeof LOCALES)[number];

/** Backend `ltype`: 1 English, 0 Chinese. */
export type Ltype = 0 | 1;

export function ltypeOf(locale: Locale): Ltype {
  return locale === 'en' ? 1 : 0;
}

/** Public site: `ltype=1` is English, `ltype=0` Chinese; anything else is not a choice. */
export function localeFromLtype(value: string | null | undefined): Locale | null {
  if (value === '1') return 'en';
  if (value === '0') return 'zh-CN';
  return null;
}

/** Hybrid pages: the native context's language 1 is English, anything else Chinese. */
export function localeFromNativeLanguage(value: string | number | null | undefined): Locale {
  return String(value) === '1' ? 'en' : 'zh-CN';
}
