import * as v from 'valibot';
import { intParam, LtypeParam } from '../params';
import { IntegerLike, maybe, Text, tolerantList } from '../tolerant';
import { NewsCode, NewsItemSchema } from './news-item';

/**
 * POST form-urlencoded {news-api}/new/{product}WebNewsList : one page of the portal's news, newest first.
 * channelName is the route's type with underscores as spaces ("all", "hearth web real estate", …).
 */
export const NewsListBodySchema = v.object({
  ltype: v.optional(LtypeParam, '0'),
  pageNum: v.optional(intParam(1), '1'),
  pageSize: v.optional(intParam(1, 50), '5'),
  channelName: v.optional(v.pipe(v.string(), v.trim(), v.minLength(1)), 'all'),
});
export type NewsListBody = v.InferInput<typeof NewsListBodySchema>;

/** `{ code?, data: NewsItem[], pageNo?, totalPage }`: malformed items dropped. */
export const NewsListResponseSchema = v.object({
  code: NewsCode,
  msg: maybe(Text),
  data: tolerantList(NewsItemSchema, 'news:/new/WebNewsList data'),
  pageNo: maybe(IntegerLike),
  totalPage: IntegerLike,
});
export type NewsListResponse = v.InferOutput<typeof NewsListResponseSchema>;
