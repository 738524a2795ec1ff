import * as v from 'valibot';
import { GoogleAutocompleteResponseSchema, GooglePlacesResponseSchema } from './google-autocomplete';

describe('google autocomplete / places contracts', () => {
  it('predictions: descriptions kept, absent list → []', () => {
    expect(
      v.parse(GoogleAutocompleteResponseSchema, { code: 200, data: { predictions: [{ description: 'A' }] } }),
    ).toMatchObject({ data: { predictions: [{ description: 'A' }] } });
    expect(v.parse(GoogleAutocompleteResponseSchema, { code: 200, data: {} })).toMatchObject({
      data: { predictions: [] },
    });
  });
  it('candidates: location numbers, missing geometry → null', () => {
    const out = v.parse(GooglePlacesResponseSchema, {
      code: 200,
      data: {
        candidates: [{ name: 'X', geometry: { location: { lat: '43.6', lng: -79.3 } } }, { name: 'Y' }],
      },
    });
    expect(out).toMatchObject({
      data: {
        candidates: [{ name: 'X', geometry: { location: { lat: 43.6, lng: -79.3 } } }, { geometry: null }],
      },
    });
  });
});
