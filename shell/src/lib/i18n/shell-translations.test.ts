import { findMissingKeys } from '@hearth/shared';
import { shellTranslations } from './shell-translations';
import en from './en.json';
import zhCN from './zh-CN.json';

describe('shell translations', () => {
  it('has the same keys in English and Chinese, none empty', () => {
    expect(findMissingKeys(en, zhCN)).toEqual({ missingInZh: [], missingInEn: [], empty: [] });
  });

  it('registers the "shell" namespace with both languages', () => {
    expect(shellTranslations.namespace).toBe('shell');
    expect(shellTranslations.en).toBe(en);
    expect(shellTranslations['zh-CN']).toBe(zhCN);
  });

  it('keeps the exact English texts the spec requires', () => {
    expect(en.notFound.heading).toBe("That's an error.");
    expect(en.notFound.message).toBe('We were unable to find that page.');
    expect(en.notFound.inactiveMessage).toBe('Agent website is inactive now.');
    expect(en.validation.signInEmpty).toBe('Username Or Password Can Not Be Empty');
    expect(en.signIn.emailUsed).toBe(
      'Email Has Been Used. Please Feel Free To Contact Us, If There Is Any Question.',
    );
  });
});
