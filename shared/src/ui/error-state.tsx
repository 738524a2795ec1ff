import { useTranslation } from '@hearth/shared/react-i18next';
import { isApiError } from '@hearth/shared';

/** The localised explanation of any failure (ApiError kinds, or unknown). */
export function useErrorMessage(error: unknown): string {
  const { t } = useTranslation('common');
  if (!isApiError(error)) return t('error.unknown');
  switch (error.kind) {
    case 'network':
      return t('error.network');
    case 'timeout':
      return t('error.timeout');
    case 'http':
      return t('error.http', { status: error.status ?? '' });
    case 'contract':
      return t('error.contract');
    case 'business':
      return t('error.business', { detail: error.detail ?? error.code ?? '' });
  }
}

/** A failed request: what happened, and a Retry button. Never a blank page. */
export function ErrorState({
  error,
  title,
  onRetry,
}: {
  error?: unknown;
  title?: string;
  onRetry?: () => void;
}) {
  const { t } = useTranslation('common');
  const message = useErrorMessage(error);
  return (
    <div className="hearth-error-state" role="alert">
      <p className="hearth-error-state__title">{title ?? t('error.title')}</p>
      <p className="hearth-error-state__message">{message}</p>
      {onRetry && (
        <button type="button" className="hearth-button" onClick={onRetry}>
          {t('retry')}
        </button>
      )}
    </div>
  );
}
