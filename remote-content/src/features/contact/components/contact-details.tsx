import { useTranslation } from '@hearth/shared/react-i18next';
import { useConfigStore } from '@hearth/shared';
import { useFormattedPhone } from '@hearth/shared/format';
import { COMPANY_INFO_EMAIL } from '../api/batch-send';

/** The office on the contact page's map (spec §9): lat 43.81445, lng -79.3504678, zoom 17. */
export const OFFICE = { lat: 43.81445, lng: -79.3504678, zoom: 17 } as const;

/** A link to the office on OpenStreetMap, centred and zoomed as the spec's map. */
export const officeMapUrl = () =>
  `https://www.openstreetmap.org/?mlat=${OFFICE.lat}&mlon=${OFFICE.lng}#map=${OFFICE.zoom}/${OFFICE.lat}/${OFFICE.lng}`;

/** Address, phone, e-mail and the working hours (Monday to Sunday 9 a.m. to 10 p.m.). */
export function ContactDetails() {
  const { t } = useTranslation('content');
  const supportPhone = useConfigStore((s) => s.config?.supportPhone ?? '');
  const phone = useFormattedPhone(supportPhone);
  return (
    <section className="contact-details" aria-labelledby="contact-details-heading">
      <h2 id="contact-details-heading">{t('contact.detailsTitle')}</h2>
      <dl>
        <dt>{t('contact.address')}</dt>
        <dd>
          <address>{t('contact.addressValue')}</address>
          <a href={officeMapUrl()} target="_blank" rel="noopener noreferrer">
            {t('contact.openMap')}
          </a>
        </dd>
        {supportPhone && (
          <>
            <dt>{t('contact.phone')}</dt>
            <dd>{phone.e164 ? <a href={`tel:${phone.e164}`}>{phone.display}</a> : phone.display}</dd>
          </>
        )}
        <dt>{t('contact.email')}</dt>
        <dd>
          <a href={`mailto:${COMPANY_INFO_EMAIL}`}>{COMPANY_INFO_EMAIL}</a>
        </dd>
        <dt>{t('contact.hours')}</dt>
        <dd>{t('contact.hoursValue')}</dd>
      </dl>
    </section>
  );
}
