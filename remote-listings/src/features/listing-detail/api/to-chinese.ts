import { queryOptions } from '@tanstack/react-query';
import { requestCall } from '@hearth/shared';
import { ToChineseResponseSchema } from '@hearth/shared/contracts/translation';
import { toChinese } from '@hearth/shared/spec-calls';

/**
 * hybrid-pages §7 item 10, POST JSON {translation}/toChinese {str, region: "zh-CN"} (the path is ours: the spec
 * does not show it): one text section in Simplified Chinese, read from `res` (the body's, or its `data`'s).
 */
export async function translateToChinese(text: string, signal?: AbortSignal): Promise<string> {
  return requestCall(toChinese, {
    schema: ToChineseResponseSchema,
    params: { str: text, region: 'zh-CN' },
    signal,
  });
}

/**
 * One section's translation as a query (a read: the same text is translated once and cached), so turning the toggle
 * off and on again shows it at once. Not retried here (the transport retries once).
 */
export function toChineseQuery(text: string) {
  return queryOptions({
    queryKey: ['translation', toChinese.path, text] as const,
    queryFn: ({ signal }) => translateToChinese(text, signal),
    staleTime: Infinity,
  });
}
