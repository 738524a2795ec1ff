import { useTranslation } from '@hearth/shared/react-i18next';

/**
 * An inline loading indicator with an accessible label; `large` for a full-screen one. Sizes are classes, never a
 * style attribute: the server's markup carries no inline style (the CSP refuses it, ADR 0033).
 */
export function Spinner({ label, size = 'regular' }: { label?: string; size?: 'regular' | 'large' }) {
  const { t } = useTranslation('common');
  return (
    <div className="hearth-spinner" role="status" aria-live="polite">
      <span className={`hearth-spinner__ring hearth-spinner__ring--${size}`} aria-hidden="true" />
      <span className="hearth-visually-hidden">{label ?? t('loading')}</span>
    </div>
  );
}
