import './listings-page.css';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { AgentSidebar, Spinner, usePageTitle, useSiteStore } from '@hearth/shared';
import { AgentListings } from './agent-listings';

/** Shown when there is no agent (www mode): featured listings are an agent-site feature. */
function NoAgentNotice() {
  const { t } = useTranslation('listings');
  return (
    <div className="listings-page__notice" role="note">
      <h2>{t('www.title')}</h2>
      <p>{t('www.body')}</p>
      <Link className="hearth-button" to="/map">
        {t('www.map')}
      </Link>
    </div>
  );
}

/** /listings: the agent's featured listings (two-column cards, paged) and the agent sidebar. */
export function ListingsPage() {
  const { t } = useTranslation('listings');
  usePageTitle(t('title'));
  const status = useSiteStore((s) => s.status);
  const agent = useSiteStore((s) => s.agent);
  const mode = useSiteStore((s) => s.mode);
  const hasAgent = agent !== null && mode !== 'www';

  return (
    <div className={`listings-page${hasAgent ? '' : ' listings-page--no-agent'}`}>
      <div className="listings-page__main">
        <h1 className="listings-page__heading">{t('heading')}</h1>
        {status === 'resolving' && !agent ? (
          <Spinner />
        ) : hasAgent ? (
          <AgentListings cimsUid={agent.cims_uid} />
        ) : (
          <NoAgentNotice />
        )}
      </div>
      {hasAgent && <AgentSidebar agent={agent} className="listings-page__sidebar" />}
    </div>
  );
}
