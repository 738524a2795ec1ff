import type { RemoteTranslations } from '../../federation/remote-contract';
import { addTranslations, i18n } from '@hearth/shared';
import en from './en.json';
import zhCN from './zh-CN.json';

/** The `kit` namespace (agent sidebar, share bar). Remotes register it next to their own translations. */
export const KIT_NAMESPACE = 'kit';

export const kitTranslations: RemoteTranslations = { namespace: KIT_NAMESPACE, en, 'zh-CN': zhCN };

/**
 * Registers the kit namespace once, if nobody did yet. Kit components call it before `useTranslation('kit')`
 * so they also work on a page whose remote forgot the registration.
 */
export function ensureKitTranslations(): void {
  if (!i18n.isInitialized) return;
  if (!i18n.hasResourceBundle('en', KIT_NAMESPACE) || !i18n.hasResourceBundle('zh-CN', KIT_NAMESPACE)) {
    void addTranslations(kitTranslations); // data: added at once
  }
}
