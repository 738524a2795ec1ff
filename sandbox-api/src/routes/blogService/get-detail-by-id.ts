import { BlogDetailQuerySchema, type BlogDetailInput } from '@hearth/shared/contracts/blogService';
import { findBlogDetail } from '../../db/queries/content-pages';
import { fileUrl, type App, type AppDeps } from '../../http/deps';
import { fail, ok, parseWith, queryOf } from '../../http/respond';

/** GET /blog/getDetailById?id=&ltype= : one article with its HTML body and flags; unknown id → code 404. */
export function mountGetDetailById(app: App, deps: AppDeps): void {
  app.get('/blog/getDetailById', async (c) => {
    const q = parseWith(BlogDetailQuerySchema, queryOf(c));
    const b = await findBlogDetail(deps.db, q.id, q.ltype);
    if (!b) return fail(c, 404, `No article ${q.id}`);
    const data: BlogDetailInput = {
      id: b.id,
      title: b.title,
      detail: b.detail,
      readCount: b.read_count,
      initReadCount: b.init_read_count,
      images: b.image_name ? fileUrl(deps, `blogs/${b.image_name}.svg`) : null,
      updatedAt: b.updated_at,
      userId: b.user_id,
      showUserRegister: b.show_user_register === 1,
      showRecommend: b.show_recommend === 1,
    };
    return ok(c, data);
  });
}
