import './listings-page.css';
import { useTranslation } from '@hearth/shared/react-i18next';
import { Link } from '@hearth/shared/router';
import { AgentPage, PageNotice } from '@hearth/shared/ui';
import { AgentListings } from '../components/agent-listings';

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
  return (
    <AgentPage className="listings-page" heading={t('heading')} notice={<NoAgentNotice />}>
      {(agent) => <AgentListings cimsUid={agent.cims_uid} />}
    </AgentPage>
  );
}
