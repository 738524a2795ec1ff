import { useTranslation } from '@hearth/shared/react-i18next';
import { showToast, useLocaleStore } from '@hearth/shared';
import { buildWwwContactLead } from './build-leads';
import { ContactFields } from '../../../../components/lead-form/contact-fields';
import { LeadForm } from '../../../../components/lead-form/lead-form';
import { useLeadForm } from '../../../../components/lead-form/use-lead-form';
import { EMPTY_WWW_CONTACT, validateWwwContact } from './validate-leads';

/** The www contact form (listing without agents): name, phone (+1), email, remark; success resets and closes. */
export function WwwContactForm({ listing, onDone }: { listing: string; onDone: () => void }) {
  const { t } = useTranslation('listings');
  const locale = useLocaleStore((s) => s.locale);
  const form = useLeadForm({
    form: 'www-contact',
    empty: EMPTY_WWW_CONTACT,
    validate: validateWwwContact,
    build: (values, e164) => buildWwwContactLead(values, e164, locale, listing),
    onSuccess: () => {
      showToast({ kind: 'success', title: t('leads.www.doneTitle'), message: t('leads.www.doneMessage') });
      onDone();
    },
  });

  return (
    <LeadForm state={form} label={t('leads.www.formLabel')} submitLabel={t('leads.www.submit')}>
      <ContactFields form={form} />
    </LeadForm>
  );
}
