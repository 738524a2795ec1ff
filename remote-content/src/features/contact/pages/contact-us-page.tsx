import './contact-us-page.css';
import { useTranslation } from '@hearth/shared/react-i18next';
import { ContactDetails } from '../components/contact-details';
import { ContactForm } from '../components/contact-form';
import { OfficeMap } from '../components/office-map';
import { ensurePageTranslations } from '../../../i18n/page-translations';

/** /contact-us: banner, contact details and hours, the form that queues an e-mail to the company, the office map. */
export function ContactUsPage() {
  ensurePageTranslations();
  const { t } = useTranslation('content');
  return (
    <div className="contact-page">
      <div className="contact-page__banner">
        <h1>{t('contact.heading')}</h1>
        <p>{t('contact.bannerText')}</p>
      </div>
      <div className="contact-page__grid">
        <ContactDetails />
        <ContactForm />
      </div>
      <OfficeMap />
    </div>
  );
}
