import './services.css';
import { useTranslation } from '@hearth/shared/react-i18next';
import { Link } from '@hearth/shared/router';
import { contentPages } from '../../../routes/pages';
import { ensurePageTranslations } from '../../../i18n/page-translations';

const FEATURES = ['rate', 'team', 'fast'] as const;
const STEPS = ['agent', 'lender', 'lawyer'] as const;

/** /home-loan: banner, the three-feature grid, the three steps, "Feel free to contact us now" → /contact-us. */
export function HomeLoanPage() {
  ensurePageTranslations();
  const { t } = useTranslation('content');
  return (
    <div className="service-page">
      <div className="service-page__banner">
        <h1>{t('homeLoan.banner')}</h1>
        <p>{t('homeLoan.bannerText')}</p>
      </div>
      <section aria-labelledby="loan-features" className="service-page__block">
        <h2 id="loan-features">{t('homeLoan.featuresTitle')}</h2>
        <ul className="feature-grid">
          {FEATURES.map((f) => (
            <li key={f} className="feature-grid__item">
              <span className={`feature-grid__icon feature-grid__icon--${f}`} aria-hidden="true" />
              <h3>{t(`homeLoan.features.${f}.tagline`)}</h3>
              <p>{t(`homeLoan.features.${f}.description`)}</p>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="loan-steps" className="service-page__block">
        <h2 id="loan-steps">{t('homeLoan.stepsTitle')}</h2>
        <ol className="step-list">
          {STEPS.map((s) => (
            <li key={s}>
              <h3>{t(`homeLoan.steps.${s}.title`)}</h3>
              <p>{t(`homeLoan.steps.${s}.paragraph`)}</p>
            </li>
          ))}
        </ol>
      </section>
      <section className="service-page__cta" aria-labelledby="loan-cta">
        <h2 id="loan-cta">{t('homeLoan.cta')}</h2>
        <Link className="hearth-button" to={contentPages.href('contact-us')}>
          {t('homeLoan.contact')}
        </Link>
      </section>
    </div>
  );
}
