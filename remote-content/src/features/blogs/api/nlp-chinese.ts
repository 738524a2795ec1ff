import { queryOptions } from '@tanstack/react-query';
import { requestJson, unwrapCode } from '@hearth/shared';
import { NlpChineseResponseSchema, type NlpResult } from '@hearth/shared/contracts';

const PATH = '/nlp/chinese';

/** POST JSON {analysisService}/nlp/chinese: the lexicon terms of each string, one result per input, same order. */
export async function postNlpChinese(strs: readonly string[], signal?: AbortSignal): Promise<NlpResult[]> {
  const body = await requestJson('analysisService', PATH, {
    method: 'post',
    schema: NlpChineseResponseSchema,
    json: { strs },
    signal,
  });
  return unwrapCode(body, `analysisService:${PATH}`).data;
}

/**
 * The lexicon terms of some strings as a query (a POST that only reads: the same strings always give the same
 * terms, so the answer never goes stale). Tags are decoration: no global spinner.
 */
export function nlpChineseQuery(strs: readonly string[]) {
  return queryOptions({
    queryKey: ['analysisService', PATH, [...strs]] as const,
    queryFn: ({ signal }) => postNlpChinese(strs, signal),
    staleTime: Infinity,
  });
}
