/** `@hearth/shared/contracts/newsApi`: the valibot contracts of the newsApi endpoints. Named re-exports only. */
export { NewsItemSchema, NewsCode, type NewsItem, type NewsItemInput } from './news-item';
export {
  NewsListBodySchema,
  NewsListResponseSchema,
  type NewsListBody,
  type NewsListResponse,
} from './news-list';
export {
  NewsPopularBodySchema,
  NewsPopularResponseSchema,
  type NewsPopularBody,
  type NewsPopularResponse,
} from './news-popular';
export {
  NewsInfoQuerySchema,
  NewsInfoResponseSchema,
  type NewsInfoQuery,
  type NewsInfoResponse,
} from './news-info';
