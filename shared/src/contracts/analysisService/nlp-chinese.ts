import * as v from 'valibot';
import { codeEnvelope } from '../envelope';
import { looseEnum, maybe, optionalList, Text, tolerantList } from '../tolerant';

/** POST JSON {analysisService}/nlp/chinese : tags blog titles (English or Chinese) with lexicon terms. */

/** Body: up to 100 strings (blog titles), each up to 500 characters. */
export const NlpChineseBodySchema = v.object({
  strs: v.pipe(v.array(v.pipe(v.string(), v.maxLength(500))), v.maxLength(100)),
});
export type NlpChineseBody = v.InferInput<typeof NlpChineseBodySchema>;

export const NLP_TYPES = ['n', 'nr', 'ns', 'nt'] as const;

/**
 * Entry type codes (ICTCLAS-style part-of-speech tags), any case:
 * - `n`  common noun (house, mortgage, 房价...) → shown as a tag in the default colour;
 * - `nr` person name, `ns` place name, `nt` organisation name → proper names, shown as grey tags.
 * Any other part of speech → null: the entry is kept but gets no tag (never a failure).
 */
export const NlpTypeSchema = looseEnum(NLP_TYPES);
export type NlpType = (typeof NLP_TYPES)[number];
/** The proper-name codes (grey tags). */
export const NLP_PROPER_NAME_TYPES: readonly NlpType[] = ['nr', 'ns', 'nt'];

/** One recognised term: `name` is the text as it appears in the input (required: it is the tag's text). */
export const NlpEntrySchema = v.object({ name: Text, type: maybe(NlpTypeSchema) });
export type NlpEntry = v.InferOutput<typeof NlpEntrySchema>;
export type NlpEntryInput = v.InferInput<typeof NlpEntrySchema>;

/**
 * One input string with its entries, in order of appearance. `text` echoes the input (optional: results are
 * matched to the titles by text, else by position); entries may be absent (no tags); a malformed entry is dropped.
 */
export const NlpResultSchema = v.object({
  text: maybe(Text),
  entries: optionalList(NlpEntrySchema, 'analysisService:/nlp/chinese data[].entries'),
});
export type NlpResult = v.InferOutput<typeof NlpResultSchema>;
export type NlpResultInput = v.InferInput<typeof NlpResultSchema>;

/** `{ code: 200, data: NlpResult[] }`, one result per input string in the same order; malformed results dropped. */
export const NlpChineseResponseSchema = codeEnvelope(
  tolerantList(NlpResultSchema, 'analysisService:/nlp/chinese data'),
);
export type NlpChineseResponse = v.InferOutput<typeof NlpChineseResponseSchema>;
