import * as v from 'valibot';
import { codeEnvelope } from '../envelope';
import { intParam, LtypeParam } from '../params';
import { DateTimeText, Flag, Id, maybe, NumberLike, PictureUrl, Text } from '../tolerant';

/** GET {blog-service}/getDetailById?id=&ltype=1 : one blog article with its HTML body. */

export const BlogDetailQuerySchema = v.object({
  id: intParam(1),
  ltype: v.optional(LtypeParam, '1'),
});
export type BlogDetailQuery = v.InferInput<typeof BlogDetailQuerySchema>;

/**
 * Blog article (detail). Required: `id` and `title` (the page heading). Everything else degrades: a missing body
 * shows nothing, missing counts count 0, a missing `userId` means "not the site owner's article", a missing
 * `showUserRegister` is false and a missing `showRecommend` hides the hot blogs. `detail` is server HTML: the page
 * sanitises it before it reaches the DOM.
 */
export const BlogDetailSchema = v.object({
  id: Id,
  title: Text,
  detail: maybe(v.string()),
  readCount: maybe(NumberLike),
  initReadCount: maybe(NumberLike),
  images: maybe(PictureUrl),
  updatedAt: maybe(DateTimeText),
  /** The author's cmis userId. */
  userId: maybe(Id),
  showUserRegister: maybe(Flag),
  showRecommend: maybe(Flag),
});
export type BlogDetail = v.InferOutput<typeof BlogDetailSchema>;
export type BlogDetailInput = v.InferInput<typeof BlogDetailSchema>;

/** `{ code, data }`; unknown id → code 404. */
export const BlogDetailResponseSchema = codeEnvelope(BlogDetailSchema);
export type BlogDetailResponse = v.InferOutput<typeof BlogDetailResponseSchema>;
