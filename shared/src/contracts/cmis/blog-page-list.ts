import * as v from 'valibot';
import { pagedCodeEnvelope } from '../envelope';
import { AbsoluteUrl, intParam, LtypeParam, UtcDateTime } from '../params';

/** GET {cmis}/blogArticle/pageListByUserId : an agent's blog articles, newest first, paged. */

/**
 * Query: userId is the agent's cmis userId; pageSize 10 by default (max 100); ltype picks the title language.
 * is_show_web=1 keeps only articles published on the web; without it every article is listed.
 */
export const BlogPageListQuerySchema = v.object({
  userId: intParam(1),
  pageNum: v.optional(intParam(1), '1'),
  pageSize: v.optional(intParam(1, 100), '10'),
  ltype: v.optional(LtypeParam, '1'),
  is_show_web: v.optional(v.picklist(['0', '1', 0, 1])),
});
export type BlogPageListQuery = v.InferInput<typeof BlogPageListQuerySchema>;

/** Blog article (list). Shown read count = readCount + initReadCount. */
export const BlogListItemSchema = v.object({
  id: v.number(),
  title: v.string(),
  readCount: v.number(),
  initReadCount: v.number(),
  /** The article picture URL (null → placeholder). */
  images: v.nullish(AbsoluteUrl),
  /** UTC `YYYY-MM-DD HH:mm:ss`. */
  updatedAt: UtcDateTime,
});
export type BlogListItem = v.InferOutput<typeof BlogListItemSchema>;

/** `{ code, data: BlogListItem[], totalPage, totalRecord, pageSize, pageNo }`. */
export const BlogPageListResponseSchema = pagedCodeEnvelope(BlogListItemSchema);
export type BlogPageListResponse = v.InferOutput<typeof BlogPageListResponseSchema>;
