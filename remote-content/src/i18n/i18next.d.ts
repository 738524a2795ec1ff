// Typed translation keys: a key missing from the English file of its namespace is a compile error.
import 'i18next';
import type { SharedResources } from '@hearth/shared';
import type en from './en.json';
import type pagesEn from './pages.en.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    // `content` = the core texts (shipped with ./routes) + the page texts (merged when a page chunk loads).
    resources: SharedResources & { content: typeof en & typeof pagesEn };
  }
}
