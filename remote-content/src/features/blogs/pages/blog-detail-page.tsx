import './blog-detail-page.css';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@hearth/shared/react-i18next';
import { useParams } from '@hearth/shared/router';
import { useSiteStore } from '@hearth/shared';
import { AgentSidebar, ErrorState, PageLayout, ShareBar, Spinner, useSocialShare } from '@hearth/shared/ui';
import { Breadcrumb } from '../../../components/breadcrumb';
import { blogTrail } from '../../../components/trails';
import { ServerHtml } from '../../../components/server-html';
import { ItemNotFound } from '../../../components/item-not-found';
import { blogDetailQuery, isBlogId, registrationShown, totalReads } from '../api/blog-detail';
import { HotBlogs } from '../components/hot-blogs';

/**
 * /blog/{blogid}: title, reads, sanitised body, share bar, the hot blogs (when `showRecommend`) and the
 * agent card whose contact form is prefilled with a "from this blog" note and offers registration by the rule.
 * An id that is not a number, or an article the service does not have, is the 404 content (and a 404 from the
 * server: the route's `missing`).
 */
export function BlogDetailPage() {
  const { blogid } = useParams();
  return isBlogId(blogid) ? <BlogDetail id={blogid} /> : <ItemNotFound />;
}

function BlogDetail({ id }: { id: string }) {
  const { t } = useTranslation('content');
  const mode = useSiteStore((s) => s.mode);
  const siteAgent = useSiteStore((s) => s.agent);
  const agent = mode !== 'www' ? siteAgent : null;
  const query = useQuery(blogDetailQuery(id));
  const article = query.data;
  // Sharing once the article has arrived (the platform's sequence: WeChat, share values, DingTalk).
  useSocialShare(
    article && {
      title: article.title,
      description: agent?.agentName ?? null,
      image: article.images ?? null,
    },
  );
  const crumbs = blogTrail(t, article?.title ?? t('blog.title'));
  if (article === null) return <ItemNotFound />;
  const sidebar =
    agent && article ? (
      <AgentSidebar
        agent={agent}
        defaultRemark={t('blog.remark', { title: article.title })}
        showRegister={registrationShown(article, agent.userId)}
      />
    ) : null;
  return (
    <PageLayout
      className="blog-detail"
      before={<Breadcrumb items={crumbs} />}
      heading={article?.title ?? t('blog.title')}
      sidebar={sidebar}
    >
      {query.isPending && <Spinner />}
      {query.isError && <ErrorState error={query.error} onRetry={() => void query.refetch()} />}
      {article && (
        <>
          <p className="blog-detail__reads">{t('blogs.reads', { value: totalReads(article) })}</p>
          <article className="blog-detail__body" aria-label={article.title}>
            <ServerHtml html={article.detail} />
          </article>
          <ShareBar title={article.title} />
          {article.showRecommend === true && <HotBlogs excludeId={article.id} />}
        </>
      )}
    </PageLayout>
  );
}
