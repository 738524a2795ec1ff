import { queryOptions } from '@tanstack/react-query';
import { requestJson, unwrapCode } from '@hearth/shared';
import { GoogleAutocompleteResponseSchema } from '@hearth/shared/contracts';

const PATH = '/google/autocomplete';

/** GET {analysisService}/google/autocomplete?searchtext: the descriptions of the predictions. */
export async function getAddressSuggestions(searchtext: string, signal?: AbortSignal): Promise<string[]> {
  const body = await requestJson('analysisService', PATH, {
    schema: GoogleAutocompleteResponseSchema,
    searchParams: { searchtext },
    signal,
  });
  return unwrapCode(body, `analysisService:${PATH}`).data.predictions.map((p) => p.description);
}

export function addressSuggestionsQuery(searchtext: string) {
  return queryOptions({
    queryKey: ['analysisService', PATH, searchtext] as const,
    queryFn: ({ signal }) => getAddressSuggestions(searchtext, signal),
  });
}
