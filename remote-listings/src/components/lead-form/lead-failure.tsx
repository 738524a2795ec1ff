import { useTranslation } from '@hearth/shared/react-i18next';
import { useErrorMessage } from '@hearth/shared/ui';

/** A lead that could not be sent: the reason, as an alert; the form keeps its values. */
export function LeadFailure({ error }: { error: unknown }) {
  const { t } = useTranslation('listings');
  return (
    <p className="lead-form__alert" role="alert">
      {t('leads.failed')} {useErrorMessage(error)}
    </p>
  );
}
