import * as v from 'valibot';
import { CodeSchema } from '../envelope';
import { intParam } from '../params';
import { Id, maybe, NumberLike, PictureUrl, Text, tolerantList } from '../tolerant';

/**
 * POST form-urlencoded {cmis}/blogArticle/selectRecommendByAgentId (spec §7): the hot blogs.
 * Body: userId (the spec sends 0: every agent; another id narrows to that agent), excludeId (the article on
 * screen), is_show_web (the spec sends 1: web articles).
 */
export const SelectRecommendBodySchema = v.object({
  userId: intParam(0),
  excludeId: v.optional(intParam(0), '0'),
  is_show_web: v.optional(v.picklist(['0', '1', 0, 1])),
});
export type SelectRecommendBody = v.InferInput<typeof SelectRecommendBodySchema>;

/** Recommended blog: `id` and `title` required (a link); counts and picture optional (placeholder). */
export const RecommendedBlogSchema = v.object({
  id: Id,
  title: Text,
  readCount: maybe(NumberLike),
  initReadCount: maybe(NumberLike),
  images: maybe(PictureUrl),
});
export type RecommendedBlog = v.InferOutput<typeof RecommendedBlogSchema>;
export type RecommendedBlogInput = v.InferInput<typeof RecommendedBlogSchema>;

/**
 * The spec reads only the list (`data.data` of the HTTP answer, i.e. the body's `data`); the code is optional and,
 * when present and not 200, the client reports it. Malformed items are dropped.
 */
export const SelectRecommendResponseSchema = v.object({
  code: maybe(CodeSchema),
  msg: maybe(Text),
  data: tolerantList(RecommendedBlogSchema, 'cmis:/blogArticle/selectRecommendByAgentId data'),
});
export type SelectRecommendResponse = v.InferOutput<typeof SelectRecommendResponseSchema>;
