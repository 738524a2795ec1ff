import world from 'libphonenumber-js/metadata.min.json';
import { NANP_PHONE_METADATA } from './nanp-phone-metadata';
import { formatPhoneNational, toE164 } from './phone';

test('the +1 metadata is the current library metadata of calling code 1 (else: node shared/tooling/generate-phone-metadata.mjs)', () => {
  const nanp = world.country_calling_codes['1'] ?? [];
  expect(NANP_PHONE_METADATA).toEqual({
    version: world.version,
    country_calling_codes: { '1': nanp },
    countries: Object.fromEntries(nanp.map((c) => [c, world.countries[c as keyof typeof world.countries]])),
    nonGeographic: {},
  });
});

test('Canadian, US and other NANP numbers parse; numbers outside +1 stay as typed and are refused', () => {
  expect(toE164('416 555 0142')).toBe('+14165550142');
  expect(toE164('+1 (212) 555-0199')).toBe('+12125550199');
  expect(formatPhoneNational('8765550123')).toBe('(876) 555-0123');
  expect(toE164('+86 138 0013 8000')).toBeNull();
  expect(formatPhoneNational('+44 20 7946 0958')).toBe('+44 20 7946 0958');
});
