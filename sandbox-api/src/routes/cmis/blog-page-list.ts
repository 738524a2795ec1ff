import { BlogPageListQuerySchema, type BlogListItemInput } from '@hearth/shared/contracts/cmis';
import { pageBlogs } from '../../db/queries/blogs';
import { totalPages } from '../../db/queries/paging';
import { fileUrl, type App, type AppDeps } from '../../http/deps';
import { ok, parseWith, queryOf } from '../../http/respond';
import { isoAtOffset, isoUtc, numberText } from '../../http/wire';

/** GET /cmis/blogArticle/pageListByUserId?userId=&pageNum=&pageSize=&ltype=&is_show_web= */
export function mountBlogPageList(app: App, deps: AppDeps): void {
  app.get('/cmis/blogArticle/pageListByUserId', async (c) => {
    const q = parseWith(BlogPageListQuerySchema, queryOf(c));
    const page = await pageBlogs(deps.db, {
      userId: q.userId,
      onlyWeb: String(q.is_show_web) === '1',
      ltype: q.ltype,
      pageNum: q.pageNum,
      pageSize: q.pageSize,
    });
    // A minimal article: id, title, readCount as a string and updatedAt in ISO 8601 (UTC `Z` for odd ids,
    // +08:00 for even ids); no initReadCount, no picture.
    const data: BlogListItemInput[] = page.rows.map((b) =>
      b.minimal
        ? {
            id: b.id,
            title: b.title,
            readCount: numberText(b.read_count),
            updatedAt: b.id % 2 === 1 ? isoUtc(b.updated_at) : isoAtOffset(b.updated_at, 8),
          }
        : {
            id: b.id,
            title: b.title,
            readCount: b.read_count,
            initReadCount: b.init_read_count,
            images: b.image_name ? fileUrl(deps, `blogs/${b.image_name}.svg`) : null,
            updatedAt: b.updated_at,
          },
    );
    return ok(c, data, {
      totalPage: totalPages(page.total, q.pageSize),
      totalRecord: page.total,
      pageSize: q.pageSize,
      pageNo: q.pageNum,
    });
  });
}
