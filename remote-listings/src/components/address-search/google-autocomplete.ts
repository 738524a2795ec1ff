import { queryOptions } from '@tanstack/react-query';
import { requestCall } from '@hearth/shared';
import { unwrapCode } from '@hearth/shared/envelopes';
import { GoogleAutocompleteResponseSchema } from '@hearth/shared/contracts/analysisService';
import { googleAutocomplete } from '@hearth/shared/spec-calls';

/** GET {analysisService}/google/autocomplete?searchtext: the descriptions of the predictions. */
export async function getAddressSuggestions(searchtext: string, signal?: AbortSignal): Promise<string[]> {
  const body = await requestCall(googleAutocomplete, {
    schema: GoogleAutocompleteResponseSchema,
    params: { searchtext },
    signal,
  });
  return unwrapCode(body, `analysisService:${googleAutocomplete.path}`).data.predictions.map(
    (p) => p.description,
  );
}

export function addressSuggestionsQuery(searchtext: string) {
  return queryOptions({
    queryKey: ['analysisService', googleAutocomplete.path, searchtext] as const,
    queryFn: ({ signal }) => getAddressSuggestions(searchtext, signal),
  });
}
