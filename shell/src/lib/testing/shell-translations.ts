// Test-only: the shell's texts in both languages at once (the product loads a page's language only:
// lib/i18n/shell-translations.ts).
import type { RemoteTranslations } from '@hearth/shared';
import en from '../i18n/en.json';
import zhCN from '../i18n/zh-CN.json';
import { SHELL_NS } from '../i18n/shell-translations';

export const shellTranslations: RemoteTranslations = { namespace: SHELL_NS, en, 'zh-CN': zhCN };
