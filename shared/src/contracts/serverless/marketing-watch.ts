import * as v from 'valibot';
import { codeEnvelope } from '../envelope';
import { AbsoluteUrl, LtypeParam } from '../params';

/** GET {serverless}/marketing/client/home/marketing_watch?ltype= : the market-watch page content. */

/** ltype: its first character is the language (1 English, else Chinese). */
export const MarketingWatchQuerySchema = v.object({ ltype: v.optional(LtypeParam, '1') });
export type MarketingWatchQuery = v.InferInput<typeof MarketingWatchQuerySchema>;

export const MarketingWatchSchema = v.object({
  /** Pipe-separated absolute image URLs, language specific: "url1|url2|url3". */
  contentImages: v.string(),
  /** Extra (not in the spec): the embedded video; the page may also build these from the files host. */
  video: v.nullish(v.object({ webm: AbsoluteUrl, mp4: AbsoluteUrl, poster: AbsoluteUrl })),
});
export type MarketingWatch = v.InferOutput<typeof MarketingWatchSchema>;

export const MarketingWatchResponseSchema = codeEnvelope(MarketingWatchSchema);
export type MarketingWatchResponse = v.InferOutput<typeof MarketingWatchResponseSchema>;
