// The react-i18next facade (ADR 0012): the ONLY module that imports react-i18next. Federation shares THIS module
// under the share key `react-i18next` (shared/tooling/webpack-config.cjs, FACADES), so every container negotiates
// one instance tree-shaken to the exports below (no Trans, withTranslation, SSR helpers, …). Everything else
// imports `@hearth/shared/react-i18next` (lint). Adding an export is a minor bump of @hearth/shared.
export { I18nextProvider, initReactI18next, useTranslation } from 'react-i18next';
