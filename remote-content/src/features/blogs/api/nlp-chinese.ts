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
