import type { ReactNode } from 'react';
import { useTranslation } from '@hearth/shared/react-i18next';
import { LeadFailure } from './lead-failure';
import type { LeadFormState } from './use-lead-form';

/**
 * A lead form's frame: named by `label` or `labelledBy`, busy while sending; the first failure as an alert (the
 * invalid field points at it), a send failure, the fields (disabled while sending) and the submit button.
 */
export function LeadForm({
  state,
  label,
  labelledBy,
  submitLabel,
  children,
}: {
  state: Pick<LeadFormState, 'errorId' | 'shown' | 'submit' | 'lead'>;
  label?: string;
  labelledBy?: string;
  submitLabel: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('listings');
  const { errorId, shown, submit, lead } = state;
  return (
    <form
      className="lead-form"
      onSubmit={submit}
      noValidate
      aria-label={label}
      aria-labelledby={labelledBy}
      aria-busy={lead.sending}
    >
      {shown && (
        <p id={errorId} className="lead-form__alert" role="alert">
          {t(`leads.errors.${shown.key}`)}
        </p>
      )}
      {lead.failure && <LeadFailure error={lead.failure} />}
      <fieldset className="lead-form__fields" disabled={lead.sending}>
        {children}
        <button type="submit" className="hearth-button">
          {lead.sending ? t('leads.sending') : submitLabel}
        </button>
      </fieldset>
    </form>
  );
}
