import * as v from 'valibot';
import { codeEnvelope } from '../envelope';
import { intParam, LtypeParam } from '../params';
import { NewsItemSchema } from './news-item';

/** GET {news-api}/new/{product}NewsInfo?ltype=&type={source}&id= : one news item. Unknown → code 404. */
export const NewsInfoQuerySchema = v.object({
  ltype: v.optional(LtypeParam, '0'),
  type: v.pipe(v.string(), v.trim(), v.minLength(1)),
  id: intParam(1),
});
export type NewsInfoQuery = v.InferInput<typeof NewsInfoQuerySchema>;

export const NewsInfoResponseSchema = codeEnvelope(NewsItemSchema);
export type NewsInfoResponse = v.InferOutput<typeof NewsInfoResponseSchema>;
