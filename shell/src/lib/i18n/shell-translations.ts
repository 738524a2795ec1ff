import type { RemoteTranslations } from '@hearth/shared';
import en from './en.json';
import zhCN from './zh-CN.json';

/** The shell's i18next namespace. */
export const SHELL_NS = 'shell';

/** The shell's texts in both languages; the bootstrap registers them with `addTranslations`. */
export const shellTranslations: RemoteTranslations = {
  namespace: SHELL_NS,
  en,
  'zh-CN': zhCN,
};
