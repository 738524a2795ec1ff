import * as v from 'valibot';
import { Text } from '../tolerant';

/**
 * POST JSON {translation}/toChinese {str, region: "zh-CN"} (hybrid-pages §7 item 10): one text section in
 * Simplified Chinese. The spec names "a translation endpoint" without its path: `/toChinese` is ours (recorded in
 * remote-listings' README).
 */
export const ToChineseBodySchema = v.object({
  str: v.pipe(v.string(), v.maxLength(20000, 'at most 20000 characters')),
  region: v.literal('zh-CN'),
});
export type ToChineseBody = v.InferInput<typeof ToChineseBodySchema>;

/**
 * "Status 200 gives data.res" reads two ways: `data` is the body (the axios response's data: `{ res }`) or the
 * envelope's data (`{ data: { res } }`). Both are accepted, the body's `res` first; a code is not required (the
 * spec promises none). Output: the translated text.
 */
export const ToChineseResponseSchema = v.pipe(
  v.union([v.object({ res: Text }), v.object({ data: v.object({ res: Text }) })]),
  v.transform((body) => ('res' in body ? body.res : body.data.res)),
);
export type ToChineseResponse = v.InferOutput<typeof ToChineseResponseSchema>;
