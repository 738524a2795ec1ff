import './services.css';
import { useTranslation } from '@hearth/shared/react-i18next';
import { Link } from '@hearth/shared/router';
import { useConfigStore } from '@hearth/shared';
import { contentPages } from '../../../routes/pages';
import { ensurePageTranslations } from '../../../i18n/page-translations';

const SERVICES = ['cleaning', 'moving', 'inspection', 'repair'] as const;

/** /home-services: the picture and "We look after all" (agents take care of the house services). */
export function HomeServicesPage() {
  ensurePageTranslations();
  const { t } = useTranslation('content');
  const files = useConfigStore((s) => s.config?.hosts.files);
  return (
    <div className="service-page">
      {files && (
        <img
          className="service-page__picture"
          src={`${files.replace(/\/+$/, '')}/blogs/home-services.svg`}
          alt=""
          width={800}
          height={450}
        />
      )}
      <h1>{t('homeServices.heading')}</h1>
      <p className="service-page__lead">{t('homeServices.text')}</p>
      <ul className="feature-grid">
        {SERVICES.map((s) => (
          <li key={s} className="feature-grid__item">
            <h2 className="feature-grid__small">{t(`homeServices.services.${s}`)}</h2>
          </li>
        ))}
      </ul>
      <p>
        <Link className="hearth-button" to={contentPages.href('contact-us')}>
          {t('homeLoan.contact')}
        </Link>
      </p>
    </div>
  );
}
