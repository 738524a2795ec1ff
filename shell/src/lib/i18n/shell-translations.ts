import { i18n, type Locale } from '@hearth/shared';

/** The shell's i18next namespace. */
export const SHELL_NS = 'shell';

type Texts = Record<string, unknown>;

/** The shell's texts, a chunk per language: a page loads its own language only (ADR 0046). */
const TEXTS: Record<Locale, () => Promise<{ default: Texts }>> = {
  en: () => import(/* webpackChunkName: "shell-texts-en" */ './en.json'),
  'zh-CN': () => import(/* webpackChunkName: "shell-texts-zh-CN" */ './zh-CN.json'),
};

const fetched = new Map<Locale, Promise<Texts>>();

/** Starts fetching a language's texts: once a page, and again after a failure. */
export function fetchShellTexts(locale: Locale): Promise<Texts> {
  let texts = fetched.get(locale);
  if (!texts) {
    texts = TEXTS[locale]().then(
      (module) => module.default,
      (error: unknown) => {
        fetched.delete(locale);
        throw error;
      },
    );
    fetched.set(locale, texts);
  }
  return texts;
}

/** The shell's texts in `locale`, registered with i18next (initialised) once they are in. */
export async function loadShellTexts(locale: Locale): Promise<void> {
  const texts = await fetchShellTexts(locale);
  if (!i18n.hasResourceBundle(locale, SHELL_NS)) i18n.addResourceBundle(locale, SHELL_NS, texts, true, true);
}
