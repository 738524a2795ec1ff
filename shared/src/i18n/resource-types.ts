import type commonEn from './common/en.json';
import type kitEn from '../ui/kit-i18n/en.json';

/**
 * The namespaces @hearth/shared brings, typed from their English files. Each package declares i18next's
 * `CustomTypeOptions.resources` as these plus its own namespace (`src/i18n/i18next.d.ts`), so a key typo is a
 * compile error; the key-parity tests keep zh-CN in step with en.
 */
export interface SharedResources {
  common: typeof commonEn;
  kit: typeof kitEn;
}
