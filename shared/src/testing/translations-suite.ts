import type { RemoteTranslations } from '../federation/remote-contract';
import { addTranslations, fetchTexts, initI18n } from '../i18n/i18n';
import { findMissingKeys } from '../i18n/key-parity';

/** The key-parity test of one namespace: every key in both languages, none empty. */
export function describeTranslations(bundle: RemoteTranslations): void {
  describe(`${bundle.namespace} translations`, () => {
    it('has every key in both languages, none empty', async () => {
      const [en, zh] = await Promise.all([fetchTexts(bundle, 'en'), fetchTexts(bundle, 'zh-CN')]);
      expect(findMissingKeys(en, zh)).toEqual({
        missingInZh: [],
        missingInEn: [],
        empty: [],
      });
    });
  });
}

/**
 * i18n initialised in English with the namespace registered; missing-key reports silenced (the typed-key tests
 * ask for a typo on purpose). Then `i18n.getFixedT('en', '<namespace>')` gives the package's typed `t`.
 */
export async function loadTranslationsSilently(bundle: RemoteTranslations): Promise<void> {
  await initI18n('en');
  await addTranslations(bundle);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
}
