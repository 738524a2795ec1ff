import './services.css';
import { useTranslation } from '@hearth/shared/react-i18next';
import { ensurePageTranslations } from '../../../i18n/page-translations';

const CIRCLES = ['data', 'compare', 'decide'] as const;
const SECTIONS = ['people', 'schools', 'homes'] as const;

/** /research-suburb: banner, three feature circles, three alternating sections (the six research topics). */
export function ResearchSuburbPage() {
  ensurePageTranslations();
  const { t } = useTranslation('content');
  return (
    <div className="service-page">
      <div className="service-page__banner">
        <h1>{t('research.banner')}</h1>
        <p>{t('research.bannerText')}</p>
      </div>
      <ul className="feature-circles">
        {CIRCLES.map((c) => (
          <li key={c}>
            <span className="feature-circles__circle" aria-hidden="true">
              {t(`research.circles.${c}.short`)}
            </span>
            <h2>{t(`research.circles.${c}.title`)}</h2>
          </li>
        ))}
      </ul>
      {SECTIONS.map((s, i) => (
        <section
          key={s}
          aria-labelledby={`research-${s}`}
          className={`alt-section${i % 2 === 1 ? ' alt-section--reverse' : ''}`}
        >
          <div className={`alt-section__art alt-section__art--${s}`} aria-hidden="true" />
          <div>
            <h2 id={`research-${s}`}>{t(`research.sections.${s}.title`)}</h2>
            <p>{t(`research.sections.${s}.text`)}</p>
          </div>
        </section>
      ))}
    </div>
  );
}
