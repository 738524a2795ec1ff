import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '@hearth/shared/react-i18next';
import { showToast, useLocaleStore } from '@hearth/shared';
import { useErrorMessage } from '@hearth/shared/ui';
import { buildWwwContactLead } from './build-leads';
import { LeadField, PhoneInput } from '../../../../components/lead-form/lead-field';
import { useLeadSubmit } from '../../../../components/lead-form/use-lead-submit';
import {
  EMPTY_WWW_CONTACT,
  phoneDigits,
  validateWwwContact,
  type LeadError,
  type WwwContactValues,
} from './validate-leads';

type Field = keyof WwwContactValues;

function Failure({ error }: { error: unknown }) {
  const { t } = useTranslation('listings');
  return (
    <p className="lead-form__alert" role="alert">
      {t('leads.failed')} {useErrorMessage(error)}
    </p>
  );
}

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
      {lead.failure && <Failure error={lead.failure} />}
      <fieldset className="lead-form__fields" disabled={lead.sending}>
        <LeadField
          id={`${id}-name`}
          label={t('leads.fields.name')}
          invalid={shown?.field === 'name'}
          errorId={errorId}
        >
          {(p) => (
            <input
              {...p}
              type="text"
              autoComplete="name"
              value={values.name}
              onChange={(e) => set('name', e.target.value)}
            />
          )}
        </LeadField>
        <LeadField
          id={`${id}-phone`}
          label={t('leads.fields.phone')}
          invalid={shown?.field === 'phone'}
          errorId={errorId}
        >
          {(p) => <PhoneInput control={p} value={values.phone} onChange={(v) => set('phone', v)} />}
        </LeadField>
        <LeadField
          id={`${id}-email`}
          label={t('leads.fields.email')}
          invalid={shown?.field === 'email'}
          errorId={errorId}
        >
          {(p) => (
            <input
              {...p}
              type="email"
              autoComplete="email"
              value={values.email}
              onChange={(e) => set('email', e.target.value)}
            />
          )}
        </LeadField>
        <LeadField id={`${id}-remark`} label={t('leads.fields.remark')} invalid={false} errorId={errorId}>
          {(p) => (
            <textarea {...p} rows={3} value={values.remark} onChange={(e) => set('remark', e.target.value)} />
          )}
        </LeadField>
        <button type="submit" className="hearth-button">
          {lead.sending ? t('leads.sending') : t('leads.www.submit')}
        </button>
      </fieldset>
    </form>
  );
}
