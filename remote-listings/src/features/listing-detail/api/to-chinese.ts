import { queryOptions } from '@tanstack/react-query';
import { requestJson, unwrapCode } from '@hearth/shared';
import { ToChineseResponseSchema } from '@hearth/shared/contracts';

const PATH = '/toChinese';

/** POST JSON {translation}/toChinese {text}: one text section in Simplified Chinese. */
export async function translateToChinese(text: string, signal?: AbortSignal): Promise<string> {
  const body = await requestJson('translation', PATH, {
    method: 'post',
    schema: ToChineseResponseSchema,
    json: { text },
    signal,
  });
  return unwrapCode(body, `translation:${PATH}`).data.text;
}

/**
 * One section's translation as a query (a read: the same text is translated once and cached), so turning the toggle
 * off and on again shows it at once. Not retried here (the transport retries once).
 */
export function toChineseQuery(text: string) {
  return queryOptions({
    queryKey: ['translation', PATH, text] as const,
    queryFn: ({ signal }) => translateToChinese(text, signal),
    staleTime: Infinity,
  });
}
