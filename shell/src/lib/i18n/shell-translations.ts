import type { RemoteTranslations } from '@hearth/shared';

/** The shell's i18next namespace. */
export const SHELL_NS = 'shell';

/**
 * The shell's texts, a chunk per language (ADR 0046): registered with `addTranslations`, a page loads its own
 * language only, and a live change of language loads the other one first (`loadTranslations`, ADR 0047).
 */
export const shellTexts: RemoteTranslations = {
  namespace: SHELL_NS,
  en: () => import(/* webpackChunkName: "shell-texts-en" */ './en.json'),
  'zh-CN': () => import(/* webpackChunkName: "shell-texts-zh-CN" */ './zh-CN.json'),
};
