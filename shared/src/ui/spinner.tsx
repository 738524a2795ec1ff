import { useTranslation } from '@hearth/shared/react-i18next';

/** An inline loading indicator with an accessible label. */
export function Spinner({ label, size = 32 }: { label?: string; size?: number }) {
  const { t } = useTranslation('common');
  return (
    <div className="hearth-spinner" role="status" aria-live="polite">
      <span className="hearth-spinner__ring" style={{ width: size, height: size }} aria-hidden="true" />
      <span className="hearth-visually-hidden">{label ?? t('loading')}</span>
    </div>
  );
}
