// Typed translation keys for @hearth/shared's own code (see resource-types.ts).
import 'i18next';
import type { SharedResources } from './resource-types';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: SharedResources;
  }
}
