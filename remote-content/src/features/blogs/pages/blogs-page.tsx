import './blogs-page.css';
import { useTranslation } from '@hearth/shared/react-i18next';
import { Link } from '@hearth/shared/router';
import { contentPages } from '../../../routes/pages';
import { AgentPage, PageNotice, ShareBar } from '@hearth/shared/ui';
import { Breadcrumb } from '../../../components/breadcrumb';
import { blogsTrail } from '../../../components/trails';
import { AgentBlogs } from '../components/agent-blogs';

/** Shown when there is no agent (www mode): blogs are an agent-site feature. */
function NoAgentNotice() {
  const { t } = useTranslation('content');
  return (
    <PageNotice title={t('blogs.www.title')}>
      <p>{t('blogs.www.body')}</p>
      <Link className="hearth-button" to={contentPages.href('news-list', { type: 'all' })}>
        {t('blogs.www.news')}
      </Link>
    </PageNotice>
  );
}

/** /blogs: breadcrumb, the agent's articles (paged, tagged), share bar and the agent sidebar. */
export function BlogsPage() {
  const { t } = useTranslation('content');
  return (
    <AgentPage
      className="blogs-page"
      before={<Breadcrumb items={blogsTrail(t)} />}
      heading={t('blogs.heading')}
      notice={<NoAgentNotice />}
    >
      {(agent) => (
        <>
          {/* userId is optional in the user info: without it there are no articles to ask for. */}
          {agent.userId ? (
            <AgentBlogs userId={agent.userId} />
          ) : (
            <p className="agent-blogs__empty">{t('blogs.empty')}</p>
          )}
          <ShareBar />
        </>
      )}
    </AgentPage>
  );
}
