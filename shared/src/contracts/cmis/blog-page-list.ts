import * as v from 'valibot';
import { pagedCodeEnvelope } from '../envelope';
import { intParam, LtypeParam } from '../params';
import { DateTimeText, Id, maybe, NumberLike, PictureUrl, Text } from '../tolerant';

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

/**
 * Blog article (list). Required: `id` (the item links to /blog/{id}) and `title` (the link text, also sent for
 * tagging). Optional: the read counts (shown = readCount + initReadCount, a missing one counts 0; both missing →
 * the line is hidden), the picture (placeholder) and the update time (hidden).
 */
export const BlogListItemSchema = v.object({
  id: Id,
  title: Text,
  readCount: maybe(NumberLike),
  initReadCount: maybe(NumberLike),
  /** The article picture URL ("" or null → placeholder). */
  images: maybe(PictureUrl),
  /** Any accepted date/time form (normalised); a zone-less value is UTC. */
  updatedAt: maybe(DateTimeText),
});
export type BlogListItem = v.InferOutput<typeof BlogListItemSchema>;
export type BlogListItemInput = v.InferInput<typeof BlogListItemSchema>;

/** `{ code, data: BlogListItem[], totalPage, totalRecord, pageSize, pageNo }`; malformed articles dropped. */
export const BlogPageListResponseSchema = pagedCodeEnvelope(
  BlogListItemSchema,
  'cmis:/blogArticle/pageListByUserId data',
);
export type BlogPageListResponse = v.InferOutput<typeof BlogPageListResponseSchema>;
