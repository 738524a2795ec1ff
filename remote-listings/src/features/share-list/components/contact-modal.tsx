import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '@hearth/shared/react-i18next';
import { showToast, useLocaleStore, type SiteAgent } from '@hearth/shared';
import {
  buildContactLead,
  ModalDialog,
  validateContact,
  type ContactError,
  type ContactValues,
} from '@hearth/shared/ui';
import { ContactFields } from '../../../components/lead-form/contact-fields';
import { LeadFailure } from '../../../components/lead-form/lead-failure';
import { useLeadSubmit } from '../../../components/lead-form/use-lead-submit';
import type { LeadErrorKey } from '../../../components/lead-form/lead-errors';

/** The kit's error key (`contact.errors.x`) as this remote's (`leads.errors.x`): the same messages. */
const errorKeyOf = (e: ContactError) => e.key.replace('contact.errors.', '') as LeadErrorKey;

const EMPTY: ContactValues = { name: '', phone: '', email: '', remark: '' };
const phoneDigits = (p: string) => p.replace(/\s+/g, '');

/**
 * The hybrid contact-agent modal: name, phone (+1), email, remark; validated in the hybrid order (name, phone
 * required, exactly 10 digits, email required, email pattern, remark), the first failure shown. The lead carries
 * registerAccount false and the channel of the language. Mounted only while open: it resets when opened or closed,
 * and after a successful submit it closes.
 */
export function ContactModal({ agent, onClose }: { agent: SiteAgent; onClose: () => void }) {
  const { t } = useTranslation('listings');
  const locale = useLocaleStore((s) => s.locale);
  const id = useId();
  const [values, setValues] = useState<ContactValues>(EMPTY);
  const [error, setError] = useState<ContactError | null>(null);
  const lead = useLeadSubmit('share-contact', () => {
    showToast({
      kind: 'success',
      title: t('share.contact.doneTitle'),
      message: t('share.contact.doneMessage'),
    });
    onClose();
  });
  const errorId = `${id}-error`;
  const set = (field: keyof ContactValues, value: string) => setValues((v) => ({ ...v, [field]: value }));
  const invalidField = error?.field ?? (lead.invalidPhone ? 'phone' : null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (lead.sending) return;
    const invalid = validateContact(values);
    setError(invalid);
    if (invalid) return;
    lead.reset();
    lead.send({
      phone: phoneDigits(values.phone),
      build: (e164) => ({ ...buildContactLead(values, agent, locale), phone: e164 }),
    });
  };

  return (
    <ModalDialog
      onClose={onClose}
      labelledBy={`${id}-title`}
      closeLabel={t('leads.close')}
      className="showing-book__dialog"
    >
      <h2 id={`${id}-title`}>{t('share.contact.title')}</h2>
      <form
        className="lead-form"
        onSubmit={submit}
        noValidate
        aria-labelledby={`${id}-title`}
        aria-busy={lead.sending}
      >
        {invalidField && (
          <p id={errorId} className="lead-form__alert" role="alert">
            {t(`leads.errors.${error ? errorKeyOf(error) : 'phoneFormat'}`)}
          </p>
        )}
        {lead.failure && <LeadFailure error={lead.failure} />}
        <fieldset className="lead-form__fields" disabled={lead.sending}>
          <ContactFields
            id={id}
            values={values}
            onChange={set}
            invalidField={invalidField}
            errorId={errorId}
            hints
          />
          <button type="submit" className="hearth-button">
            {lead.sending ? t('leads.sending') : t('share.contact.submit')}
          </button>
        </fieldset>
      </form>
    </ModalDialog>
  );
}
