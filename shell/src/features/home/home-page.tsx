import './home-page.css';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { usePageTitle, useSiteStore } from '@hearth/shared';

/**
 * Minimal home page (route `/`). The three templates of the spec (default / demo / epic, chosen from
 * agent.storeInfo.template) are not built yet: this shows the agent (or the www portal) and the main entry points.
 */
export function HomePage() {
  const { t } = useTranslation('shell');
  const www = useSiteStore((s) => s.mode === 'www');
  const agent = useSiteStore((s) => s.agent);
  usePageTitle(null);

  if (www || !agent) {
    return (
      <section className="home-page home-page--www">
        <h1>{t('home.wwwHeading')}</h1>
        <p>{t('home.wwwText')}</p>
        <div className="home-page__actions">
          <Link className="hearth-button" to="/map">
            {t('home.searchMap')}
          </Link>
          <Link className="hearth-button hearth-button--ghost" to="/news-list/all">
            {t('home.news')}
          </Link>
        </div>
      </section>
    );
  }
  const name = agent.agentName;
  return (
    <section className="home-page">
      <h1>{t('home.agentWelcome', { name })}</h1>
      {agent.agentTitle || agent.agentCompany ? (
        <p className="home-page__meta">
          {[agent.agentTitle, agent.agentCompany].filter(Boolean).join(' · ')}
        </p>
      ) : null}
      {agent.agentSlogan ? <p className="home-page__slogan">{agent.agentSlogan}</p> : null}
      <div className="home-page__actions">
        <Link className="hearth-button" to="/listings">
          {t('home.featured')}
        </Link>
        <Link className="hearth-button hearth-button--ghost" to="/blogs">
          {t('home.blogs')}
        </Link>
        <Link className="hearth-button hearth-button--ghost" to="/about-agent">
          {t('home.aboutAgent', { name })}
        </Link>
      </div>
    </section>
  );
}
