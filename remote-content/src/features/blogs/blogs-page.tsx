import './blogs-page.css';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { AgentSidebar, ShareBar, Spinner, usePageTitle, useSiteStore } from '@hearth/shared';
import { Breadcrumb } from '../../components/breadcrumb';
import { AgentBlogs } from './agent-blogs';

/** Shown when there is no agent (www mode): blogs are an agent-site feature. */
function NoAgentNotice() {
  const { t } = useTranslation('content');
  return (
    <div className="blogs-page__notice" role="note">
      <h2>{t('blogs.www.title')}</h2>
      <p>{t('blogs.www.body')}</p>
      <Link className="hearth-button" to="/news-list/all">
        {t('blogs.www.news')}
      </Link>
    </div>
  );
}

/** /blogs: breadcrumb, the agent's articles (paged, tagged), share bar and the agent sidebar. */
export function BlogsPage() {
  const { t } = useTranslation('content');
  usePageTitle(t('blogs.title'));
  const status = useSiteStore((s) => s.status);
  const agent = useSiteStore((s) => s.agent);
  const mode = useSiteStore((s) => s.mode);
  const hasAgent = agent !== null && mode !== 'www';

  return (
    <div className={`blogs-page${hasAgent ? '' : ' blogs-page--no-agent'}`}>
      <div className="blogs-page__main">
        <Breadcrumb items={[{ label: t('breadcrumb.home'), to: '/' }, { label: t('breadcrumb.blog') }]} />
        <h1 className="blogs-page__heading">{t('blogs.heading')}</h1>
        {status === 'resolving' && !agent ? (
          <Spinner />
        ) : hasAgent ? (
          <AgentBlogs userId={agent.userId} />
        ) : (
          <NoAgentNotice />
        )}
        {hasAgent && <ShareBar />}
      </div>
      {hasAgent && <AgentSidebar agent={agent} className="blogs-page__sidebar" />}
    </div>
  );
}
