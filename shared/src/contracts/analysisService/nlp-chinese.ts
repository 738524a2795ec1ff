import * as v from 'valibot';
import { codeEnvelope } from '../envelope';

/** POST JSON {analysisService}/nlp/chinese : tags blog titles (English or Chinese) with lexicon terms. */

/** Body: up to 100 strings (blog titles), each up to 500 characters. */
export const NlpChineseBodySchema = v.object({
  strs: v.pipe(v.array(v.pipe(v.string(), v.maxLength(500))), v.maxLength(100)),
});
export type NlpChineseBody = v.InferInput<typeof NlpChineseBodySchema>;

/**
 * Entry type codes (ICTCLAS-style part-of-speech tags):
 * - `n`  common noun (house, mortgage, 房价...) → shown as a tag in the default colour;
 * - `nr` person name, `ns` place name, `nt` organisation name → proper names, shown as grey tags.
 */
export const NlpTypeSchema = v.picklist(['n', 'nr', 'ns', 'nt']);
export type NlpType = v.InferOutput<typeof NlpTypeSchema>;
/** The proper-name codes (grey tags). */
export const NLP_PROPER_NAME_TYPES: readonly NlpType[] = ['nr', 'ns', 'nt'];

/** One recognised term: `name` is the text as it appears in the input. */
export const NlpEntrySchema = v.object({ name: v.string(), type: NlpTypeSchema });
export type NlpEntry = v.InferOutput<typeof NlpEntrySchema>;

/** One input string with its entries, in order of appearance, without duplicates. */
export const NlpResultSchema = v.object({ text: v.string(), entries: v.array(NlpEntrySchema) });
export type NlpResult = v.InferOutput<typeof NlpResultSchema>;

/** `{ code: 200, data: NlpResult[] }`, one result per input string in the same order. */
export const NlpChineseResponseSchema = codeEnvelope(v.array(NlpResultSchema));
export type NlpChineseResponse = v.InferOutput<typeof NlpChineseResponseSchema>;
