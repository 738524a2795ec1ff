// Typed translation keys: a key missing from the English file of its namespace is a compile error.
import 'i18next';
import type { SharedResources } from '@hearth/shared';
import type cardsEn from './cards.en.json';
import type en from './en.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: SharedResources & { listings: typeof en & typeof cardsEn };
  }
}
