import { queryOptions } from '@tanstack/react-query';
import { requestJson, unwrapCode, type Ltype } from '@hearth/shared';
import { BlogDetailResponseSchema, type BlogDetail } from '@hearth/shared/contracts';

const PATH = '/getDetailById';

/** GET {blog-service}/getDetailById?id=&ltype= : one article (title, HTML body, counts, author, flags). */
export async function getBlogDetail(id: string, ltype: Ltype, signal?: AbortSignal): Promise<BlogDetail> {
  const body = await requestJson('blogService', PATH, {
    schema: BlogDetailResponseSchema,
    searchParams: { id, ltype },
    signal,
  });
  return unwrapCode(body, `blogService:${PATH}`).data;
}

/** The article query, shared by the page and the route's prefetch (same key). */
export function blogDetailQuery(id: string, ltype: Ltype) {
  return queryOptions({
    queryKey: ['blogService', PATH, { id, ltype }] as const,
    queryFn: ({ signal }) => getBlogDetail(id, ltype, signal),
    meta: { globalSpinner: true },
  });
}

/** Reads shown on a blog: readCount + initReadCount (a missing one counts 0). */
export function totalReads(b: { readCount: number | null; initReadCount: number | null }): number {
  return (b.readCount ?? 0) + (b.initReadCount ?? 0);
}

/**
 * Whether the contact form offers registration (spec §4, §6): always for a site that is not the author's; on the
 * author's own site it follows the article's `showUserRegister`.
 */
export function registrationShown(article: BlogDetail, siteUserId: string | null | undefined): boolean {
  const isAuthor = Boolean(siteUserId) && article.userId === siteUserId;
  return isAuthor ? article.showUserRegister === true : true;
}
