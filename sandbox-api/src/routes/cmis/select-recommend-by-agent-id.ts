import { SelectRecommendBodySchema, type RecommendedBlogInput } from '@hearth/shared/contracts/cmis';
import { recommendBlogs } from '../../db/queries/content-pages';
import { fileUrl, type App, type AppDeps } from '../../http/deps';
import { ok, parseWith } from '../../http/respond';

/** POST form /cmis/blogArticle/selectRecommendByAgentId {userId, excludeId, is_show_web}: most-read articles. */
export function mountSelectRecommendByAgentId(app: App, deps: AppDeps): void {
  app.post('/cmis/blogArticle/selectRecommendByAgentId', async (c) => {
    const form = parseWith(SelectRecommendBodySchema, await c.req.parseBody());
    const rows = await recommendBlogs(deps.db, {
      userId: form.userId,
      excludeId: form.excludeId,
      onlyWeb: String(form.is_show_web ?? '1') === '1',
    });
    const data: RecommendedBlogInput[] = rows.map((b) => ({
      id: b.id,
      title: b.title,
      readCount: b.read_count,
      initReadCount: b.init_read_count,
      images: b.image_name ? fileUrl(deps, `blogs/${b.image_name}.svg`) : null,
    }));
    return ok(c, data);
  });
}
