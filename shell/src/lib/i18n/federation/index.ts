import type { RemoteTranslations } from '@hearth/shared';
import en from './en.json';
import zhCN from './zh-CN.json';

/** The shell's federation namespace (remote fallback, override badge). */
export const FEDERATION_NS = 'federation';

export const federationTranslations: RemoteTranslations = { namespace: FEDERATION_NS, en, 'zh-CN': zhCN };
