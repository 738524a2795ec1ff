import type { RemoteTranslations } from '@hearth/shared';
import en from './en.json';
import zhCN from './zh-CN.json';

/** The i18next namespace of remote-coupons. */
export const COUPONS_NS = 'coupons';

export const translations: RemoteTranslations = { namespace: COUPONS_NS, en, 'zh-CN': zhCN };
