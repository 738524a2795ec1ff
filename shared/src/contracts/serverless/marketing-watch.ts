import * as v from 'valibot';
import { codeEnvelope } from '../envelope';
import { LtypeParam } from '../params';
import { maybe, PictureUrl, tolerantList } from '../tolerant';

/** GET {serverless}/marketing/client/home/marketing_watch?ltype= : the market-watch page content. */

/** ltype: its first character is the language (1 English, else Chinese). */
export const MarketingWatchQuerySchema = v.object({ ltype: v.optional(LtypeParam, '1') });
export type MarketingWatchQuery = v.InferInput<typeof MarketingWatchQuerySchema>;

const CONTENT_IMAGES_LABEL = 'serverless:/marketing/client/home/marketing_watch data.contentImages';

/** One entry of `contentImages`: blank → null (skipped), an absolute http(s) address, anything else malformed. */
const ContentImageEntry = v.pipe(
  v.string(),
  v.trim(),
  v.check(
    (entry) => entry === '' || v.parse(PictureUrl, entry) !== null,
    'must be an absolute http(s) address',
  ),
  v.transform((entry) => (entry === '' ? null : v.parse(PictureUrl, entry))),
);

/**
 * `contentImages` is a pipe-separated list of image addresses (required: the spec promises it and the page shows
 * it). Its entries form a tolerant list: blank entries are skipped, an entry that is not an absolute http(s)
 * address is dropped and reported. Output: the cleaned "url1|url2" string.
 */
const ContentImages = v.pipe(
  v.string(),
  v.transform((text) => text.split('|')),
  tolerantList(ContentImageEntry, CONTENT_IMAGES_LABEL),
  v.transform((urls) => urls.filter((url): url is string => url !== null).join('|')),
);

/** Extra (not in the spec): the embedded video. Malformed or incomplete → null (the page uses the files host). */
const WatchVideoSchema = v.pipe(
  v.object({ webm: maybe(PictureUrl), mp4: maybe(PictureUrl), poster: maybe(PictureUrl) }),
  v.check((x) => x.webm !== null && x.mp4 !== null && x.poster !== null, 'webm, mp4 and poster are required'),
  v.transform((x) => ({ webm: x.webm as string, mp4: x.mp4 as string, poster: x.poster as string })),
);

export const MarketingWatchSchema = v.object({
  /** Pipe-separated absolute image URLs, language specific: "url1|url2|url3" (cleaned, see above). */
  contentImages: ContentImages,
  /** Extra (not in the spec): the embedded video; the page may also build these from the files host. */
  video: maybe(WatchVideoSchema),
});
export type MarketingWatch = v.InferOutput<typeof MarketingWatchSchema>;
export type MarketingWatchInput = v.InferInput<typeof MarketingWatchSchema>;

export const MarketingWatchResponseSchema = codeEnvelope(MarketingWatchSchema);
export type MarketingWatchResponse = v.InferOutput<typeof MarketingWatchResponseSchema>;
