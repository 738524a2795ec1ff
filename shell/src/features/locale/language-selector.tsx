import { useId } from 'react';
import { useTranslation } from '@hearth/shared/react-i18next';
import { LOCALES, useLocaleStore, type Locale } from '@hearth/shared';
import { rememberLocale } from '@hearth/shared/early';
import { buildLtypeUrl } from './ltype-url';

function reload(url: string): void {
  window.location.assign(url);
}

/**
 * Public-site language choice: remembers it in the `hearth_locale` cookie (pages opened later without ltype keep
 * it, on the server as in the browser: ADR 0031), then reloads the current URL with ltype=1 (English) or ltype=0
 * (Chinese), as the spec says.
 */
export function LanguageSelector({ onNavigate = reload }: { onNavigate?: (url: string) => void }) {
  const { t } = useTranslation('shell');
  const id = useId();
  const locale = useLocaleStore((s) => s.locale);
  return (
    <span className="language-selector">
      <label className="hearth-visually-hidden" htmlFor={id}>
        {t('locale.label')}
      </label>
      <select
        id={id}
        value={locale}
        onChange={(e) => {
          const next = e.target.value as Locale;
          if (next === locale) return;
          rememberLocale(next);
          onNavigate(buildLtypeUrl(window.location.href, next));
        }}
      >
        {LOCALES.map((l) => (
          <option key={l} value={l} lang={l}>
            {t(`locale.${l}`)}
          </option>
        ))}
      </select>
    </span>
  );
}
