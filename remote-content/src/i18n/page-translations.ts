import { addTranslations, i18n, type RemoteTranslations } from '@hearth/shared';
import en from './pages.en.json';
import zhCN from './pages.zh-CN.json';
import { CONTENT_NS } from './translations';

/**
 * The texts only the lazy pages use (news, contact, profile, company, services, marketing, long-form), merged into
 * the `content` namespace when a page chunk loads, so that `./routes` (on every route) carries only the titles and
 * the blog texts. Each page calls `ensurePageTranslations()` first (cheap once merged), as the kit does for `kit`.
 */
export const pageTranslations: RemoteTranslations = { namespace: CONTENT_NS, en, 'zh-CN': zhCN };

function add(): void {
  if (i18n.getResource('en', CONTENT_NS, 'contact.formTitle') === undefined)
    addTranslations(pageTranslations);
}

/** Merges the page texts into `content` (once; after i18n has started). */
export function ensurePageTranslations(): void {
  if (i18n.isInitialized) add();
  else i18n.on('initialized', add);
}
