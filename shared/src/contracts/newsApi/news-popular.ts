import * as v from 'valibot';
import { intParam, LtypeParam } from '../params';
import { maybe, Text, tolerantList } from '../tolerant';
import { NewsCode, NewsItemSchema } from './news-item';

/** POST form-urlencoded {news-api}/new/selectPopular{product}News : the most-read news (count 5). */
export const NewsPopularBodySchema = v.object({
  ltype: v.optional(LtypeParam, '0'),
  count: v.optional(intParam(1, 50), '5'),
});
export type NewsPopularBody = v.InferInput<typeof NewsPopularBodySchema>;

/** `{ code?, data: NewsItem[] }` (the client removes duplicates and sorts by browseCount). */
export const NewsPopularResponseSchema = v.object({
  code: NewsCode,
  msg: maybe(Text),
  data: tolerantList(NewsItemSchema, 'news:/new/selectPopularNews data'),
});
export type NewsPopularResponse = v.InferOutput<typeof NewsPopularResponseSchema>;
