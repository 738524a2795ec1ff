import { useTranslation } from '@hearth/shared/react-i18next';
import { showToast, useLocaleStore, type SiteAgent } from '@hearth/shared';
import { buildContactLead, ModalDialog, validateContact, type ContactValues } from '@hearth/shared/ui';
import { CONTACT_HINTS, ContactFields } from '../../../components/lead-form/contact-fields';
import { LeadForm } from '../../../components/lead-form/lead-form';
import { useLeadForm } from '../../../components/lead-form/use-lead-form';
import type { LeadError, LeadErrorKey } from '../../../components/lead-form/lead-errors';

const EMPTY: ContactValues = { name: '', phone: '', email: '', remark: '' };

/** The kit's validation, its error key (`contact.errors.x`) as this remote's (`leads.errors.x`): the same messages. */
function validate(values: ContactValues): LeadError<keyof ContactValues> | null {
  const error = validateContact(values);
  return error && { field: error.field, key: error.key.replace('contact.errors.', '') as LeadErrorKey };
}

/**
 * The hybrid contact-agent modal: name, phone (+1), email, remark; validated in the hybrid order (name, phone
 * required, exactly 10 digits, email required, email pattern, remark), the first failure shown. The lead carries
 * registerAccount false and the channel of the language. Mounted only while open: it resets when opened or closed,
 * and after a successful submit it closes.
 */
export function ContactModal({ agent, onClose }: { agent: SiteAgent; onClose: () => void }) {
  const { t } = useTranslation('listings');
  const locale = useLocaleStore((s) => s.locale);
  const form = useLeadForm({
    form: 'share-contact',
    empty: EMPTY,
    validate,
    build: (values, e164) => ({ ...buildContactLead(values, agent, locale), phone: e164 }),
    onSuccess: () => {
      showToast({
        kind: 'success',
        title: t('share.contact.doneTitle'),
        message: t('share.contact.doneMessage'),
      });
      onClose();
    },
  });
  const titleId = `${form.id}-title`;

  return (
    <ModalDialog
      onClose={onClose}
      labelledBy={titleId}
      closeLabel={t('leads.close')}
      className="showing-book__dialog"
    >
      <h2 id={titleId}>{t('share.contact.title')}</h2>
      <LeadForm state={form} labelledBy={titleId} submitLabel={t('share.contact.submit')}>
        <ContactFields form={form} hints={CONTACT_HINTS} />
      </LeadForm>
    </ModalDialog>
  );
}
