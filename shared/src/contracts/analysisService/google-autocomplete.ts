import * as v from 'valibot';
import { codeEnvelope } from '../envelope';
import { maybe, NumberLike, optionalList, Text } from '../tolerant';

/** GET {analysisService}/google/autocomplete?searchtext : address suggestions (spec §7). */
export const GoogleAutocompleteQuerySchema = v.object({
  searchtext: v.pipe(v.string(), v.trim(), v.nonEmpty('must not be empty'), v.maxLength(200)),
});
export type GoogleAutocompleteQuery = v.InferInput<typeof GoogleAutocompleteQuerySchema>;

/** A prediction: only its description is used. */
export const PredictionSchema = v.object({ description: Text });
export type Prediction = v.InferOutput<typeof PredictionSchema>;

/** `{ code: 200, data: { predictions: [{ description }] } }`; absent predictions → [] (no suggestions). */
export const GoogleAutocompleteResponseSchema = codeEnvelope(
  v.object({
    predictions: optionalList(PredictionSchema, 'analysisService:/google/autocomplete predictions'),
  }),
);
export type GoogleAutocompleteResponse = v.InferOutput<typeof GoogleAutocompleteResponseSchema>;

/** GET {analysisService}/google/places?searchtext : the place of a text; the first candidate is used. */
export const GooglePlacesQuerySchema = GoogleAutocompleteQuerySchema;

export const PlaceCandidateSchema = v.object({
  name: maybe(Text),
  geometry: maybe(v.object({ location: v.object({ lat: NumberLike, lng: NumberLike }) })),
});
export type PlaceCandidate = v.InferOutput<typeof PlaceCandidateSchema>;

/** `{ code: 200, data: { candidates: [...] } }`. */
export const GooglePlacesResponseSchema = codeEnvelope(
  v.object({ candidates: optionalList(PlaceCandidateSchema, 'analysisService:/google/places candidates') }),
);
export type GooglePlacesResponse = v.InferOutput<typeof GooglePlacesResponseSchema>;
