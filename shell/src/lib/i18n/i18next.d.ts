// Typed translation keys: a key missing from the English file of its namespace is a compile error.
import 'i18next';
import type { SharedResources } from '@hearth/shared';
import type shellEn from './en.json';
import type federationEn from './federation/en.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: SharedResources & { shell: typeof shellEn; federation: typeof federationEn };
  }
}
