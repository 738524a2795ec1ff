import type { RemoteTranslations } from '@hearth/shared';
import en from './en.json';
import zhCN from './zh-CN.json';

/** The i18next namespace of remote-vendor. */
export const VENDOR_NS = 'vendor';

export const translations: RemoteTranslations = { namespace: VENDOR_NS, en, 'zh-CN': zhCN };
