import './company.css';
import { useTranslation } from '@hearth/shared/react-i18next';
import { ensurePageTranslations } from '../../../i18n/page-translations';

const GROUP = ['realty', 'mortgage', 'services', 'academy'] as const;

/** /about-us: the group's company logos, the founder's profile and the platform description. */
export function AboutUsPage() {
  ensurePageTranslations();
  const { t } = useTranslation('content');
  return (
    <div className="company-page">
      <h1>{t('aboutUs.heading')}</h1>
      <section aria-labelledby="about-us-group">
        <h2 id="about-us-group">{t('aboutUs.groupTitle')}</h2>
        <ul className="group-logos">
          {GROUP.map((g) => (
            <li key={g}>
              <span
                className={`group-logos__logo group-logos__logo--${g}`}
                role="img"
                aria-label={t(`aboutUs.group.${g}`)}
              >
                {t(`aboutUs.group.${g}`)}
              </span>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="about-us-founder" className="founder">
        <h2 id="about-us-founder">{t('aboutUs.founderTitle')}</h2>
        <p className="founder__name">{t('aboutUs.founder.name')}</p>
        <p className="founder__role">{t('aboutUs.founder.role')}</p>
        <p>{t('aboutUs.founder.bio')}</p>
      </section>
      <section aria-labelledby="about-us-platform">
        <h2 id="about-us-platform">{t('aboutUs.platformTitle')}</h2>
        <p>{t('aboutUs.platform')}</p>
      </section>
    </div>
  );
}
