import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '@hearth/shared/react-i18next';
import { showToast, useLocaleStore } from '@hearth/shared';
import { buildWwwContactLead } from './build-leads';
import { ContactFields } from '../../../../components/lead-form/contact-fields';
import { LeadFailure } from '../../../../components/lead-form/lead-failure';
import { useLeadSubmit } from '../../../../components/lead-form/use-lead-submit';
import {
  EMPTY_WWW_CONTACT,
  phoneDigits,
  validateWwwContact,
  type LeadError,
  type WwwContactValues,
} from './validate-leads';

type Field = keyof WwwContactValues;

/** The www contact form (listing without agents): name, phone (+1), email, remark; success resets and closes. */
export function WwwContactForm({ listing, onDone }: { listing: string; onDone: () => void }) {
  const { t } = useTranslation('listings');
  const locale = useLocaleStore((s) => s.locale);
  const id = useId();
  const [values, setValues] = useState<WwwContactValues>(EMPTY_WWW_CONTACT);
  const [error, setError] = useState<LeadError<Field> | null>(null);
  const lead = useLeadSubmit('www-contact', () => {
    showToast({ kind: 'success', title: t('leads.www.doneTitle'), message: t('leads.www.doneMessage') });
    setValues(EMPTY_WWW_CONTACT);
    onDone();
  });
  const errorId = `${id}-error`;
  const shown = error ?? (lead.invalidPhone ? ({ field: 'phone', key: 'phoneFormat' } as const) : null);
  const set = (field: Field, value: string) => setValues((v) => ({ ...v, [field]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (lead.sending) return;
    const invalid = validateWwwContact(values);
    setError(invalid);
    if (invalid) return;
    lead.reset();
    lead.send({
      phone: phoneDigits(values.phone),
      build: (e164) => buildWwwContactLead(values, e164, locale, listing),
    });
  };

  return (
    <form
      className="lead-form"
      onSubmit={submit}
      noValidate
      aria-label={t('leads.www.formLabel')}
      aria-busy={lead.sending}
    >
      {shown && (
        <p id={errorId} className="lead-form__alert" role="alert">
          {t(`leads.errors.${shown.key}`)}
        </p>
      )}
      {lead.failure && <LeadFailure error={lead.failure} />}
      <fieldset className="lead-form__fields" disabled={lead.sending}>
        <ContactFields id={id} values={values} onChange={set} invalidField={shown?.field} errorId={errorId} />
        <button type="submit" className="hearth-button">
          {lead.sending ? t('leads.sending') : t('leads.www.submit')}
        </button>
      </fieldset>
    </form>
  );
}
