import type { RemoteTranslations } from '@hearth/shared';
import en from './en.json';
import zhCN from './zh-CN.json';

/** The i18next namespace of remote-reports. */
export const REPORTS_NS = 'reports';

export const translations: RemoteTranslations = { namespace: REPORTS_NS, en, 'zh-CN': zhCN };
