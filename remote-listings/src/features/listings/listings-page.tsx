import './listings-page.css';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { AgentSidebar, PageLayout, PageNotice, Spinner, usePageTitle, useSiteStore } from '@hearth/shared';
import { AgentListings } from './agent-listings';

/** Shown when there is no agent (www mode): featured listings are an agent-site feature. */
function NoAgentNotice() {
  const { t } = useTranslation('listings');
  return (
    <PageNotice title={t('www.title')}>
      <p>{t('www.body')}</p>
      <Link className="hearth-button" to="/map">
        {t('www.map')}
      </Link>
    </PageNotice>
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
    <PageLayout
      className="listings-page"
      heading={t('heading')}
      sidebar={hasAgent ? <AgentSidebar agent={agent} /> : null}
    >
      {status === 'resolving' && !agent ? (
        <Spinner />
      ) : hasAgent ? (
        <AgentListings cimsUid={agent.cims_uid} />
      ) : (
        <NoAgentNotice />
      )}
    </PageLayout>
  );
}
