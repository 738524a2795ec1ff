import { queryOptions } from '@tanstack/react-query';
import { requestCall } from '@hearth/shared';
import { unwrapCode } from '@hearth/shared/envelopes';
import { NlpChineseResponseSchema, type NlpResult } from '@hearth/shared/contracts/analysisService';
import { nlpChinese } from '@hearth/shared/spec-calls';

/** POST JSON {analysisService}/nlp/chinese: the lexicon terms of each string, one result per input, same order. */
export async function postNlpChinese(strs: readonly string[], signal?: AbortSignal): Promise<NlpResult[]> {
  const body = await requestCall(nlpChinese, { schema: NlpChineseResponseSchema, params: { strs }, signal });
  return unwrapCode(body, `analysisService:${nlpChinese.path}`).data;
}

/**
 * The lexicon terms of some strings as a query (a POST that only reads: the same strings always give the same
 * terms, so the answer never goes stale). Tags are decoration: no global spinner.
 */
export function nlpChineseQuery(strs: readonly string[]) {
  return queryOptions({
    queryKey: ['analysisService', nlpChinese.path, [...strs]] as const,
    queryFn: ({ signal }) => postNlpChinese(strs, signal),
    staleTime: Infinity,
  });
}
