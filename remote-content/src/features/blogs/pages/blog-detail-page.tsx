import './blog-detail-page.css';
import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@hearth/shared/react-i18next';
import { useNavigate, useParams } from '@hearth/shared/router';
import { useSiteStore } from '@hearth/shared';
import { paths } from '@hearth/shared/paths';
import { AgentSidebar, ErrorState, PageLayout, ShareBar, Spinner, useSocialShare } from '@hearth/shared/ui';
import { Breadcrumb } from '../../../components/breadcrumb';
import { blogTrail } from '../../../components/trails';
import { ServerHtml } from '../../../components/server-html';
import { blogDetailQuery, registrationShown, totalReads } from '../api/blog-detail';
import { HotBlogs } from '../components/hot-blogs';

/** A blog id is a positive integer; anything else is the 404 page. */
export const isBlogId = (id: string | undefined): id is string => /^\d+$/.test(id ?? '');

/**
 * /blog/{blogid}: title, reads, sanitised body, share bar, the hot blogs (when `showRecommend`) and the
 * agent card whose contact form is prefilled with a "from this blog" note and offers registration by the rule.
 */
export function BlogDetailPage() {
  const { blogid } = useParams();
  const navigate = useNavigate();
  const valid = isBlogId(blogid);
  useEffect(() => {
    if (!valid) void navigate(paths.notFound(), { replace: true });
  }, [valid, navigate]);
  return valid ? <BlogDetail id={blogid} /> : null;
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
