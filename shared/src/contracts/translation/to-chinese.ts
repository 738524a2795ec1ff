import * as v from 'valibot';
import { codeEnvelope } from '../envelope';
import { Text } from '../tolerant';

/**
 * POST JSON {translation}/toChinese {text} : translates one text section to Simplified Chinese (the spec names
 * "a translation call to Chinese" without its path; this is the sandbox's shape, recorded in the remote README).
 */
export const ToChineseBodySchema = v.object({
  text: v.pipe(v.string(), v.maxLength(20000, 'at most 20000 characters')),
});
export type ToChineseBody = v.InferInput<typeof ToChineseBodySchema>;

/** `{ code: 200, data: { text } }`: the translated text is required (without it there is nothing to show). */
export const ToChineseResponseSchema = codeEnvelope(v.object({ text: Text }));
export type ToChineseResponse = v.InferOutput<typeof ToChineseResponseSchema>;
