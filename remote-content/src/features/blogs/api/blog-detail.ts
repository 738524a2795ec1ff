import { queryOptions } from '@tanstack/react-query';
import { requestCall } from '@hearth/shared';
import { unwrapCode } from '@hearth/shared/envelopes';
import { BlogDetailResponseSchema, type BlogDetail } from '@hearth/shared/contracts/blogService';
import { blogDetail } from '@hearth/shared/spec-calls';
import { nullWhenMissing } from '../../../components/missing-item';

/**
 * GET {blog-service}/getDetailById?id&ltype=1 (spec §7): one article (title, HTML body, counts, author, flags).
 * ltype is 1 whatever the page's language.
 */
export async function getBlogDetail(id: string, signal?: AbortSignal): Promise<BlogDetail> {
  const body = await requestCall(blogDetail, {
    schema: BlogDetailResponseSchema,
    params: { id, ltype: 1 },
    signal,
  });
  return unwrapCode(body, `blogService:${blogDetail.path}`).data;
}

/** A blog id is a positive integer; anything else is the 404 page. */
export const isBlogId = (id: string | undefined): id is string => /^\d+$/.test(id ?? '');

/**
 * The article query, shared by the page, the route's prefetch and head (same key): `null` when the service has no
 * such article (the 404 page).
 */
export function blogDetailQuery(id: string) {
  return queryOptions({
    queryKey: ['blogService', blogDetail.path, { id }] as const,
    queryFn: ({ signal }) => nullWhenMissing(getBlogDetail(id, signal)),
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
