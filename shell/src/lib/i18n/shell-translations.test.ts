import { addTranslations, i18n, initI18n } from '@hearth/shared';
import { findMissingKeys } from '@hearth/shared/testing';
import { shellTranslations } from '../testing/shell-translations';
import { shellTexts, SHELL_NS } from './shell-translations';
import en from './en.json';
import zhCN from './zh-CN.json';

describe('shell translations', () => {
  it('has the same keys in English and Chinese, none empty', () => {
    expect(findMissingKeys(en, zhCN)).toEqual({ missingInZh: [], missingInEn: [], empty: [] });
  });

  it('types its keys: a known key translates, a typo does not compile', async () => {
    await initI18n('en');
    addTranslations(shellTranslations);
    const t = i18n.getFixedT('en', 'shell');
    expect(t('notFound.heading')).toBe("That's an error.");
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    // @ts-expect-error: not a key of the shell namespace (typed keys, src/lib/i18n/i18next.d.ts)
    expect(t('notFound.headin')).toBe('notFound.headin');
  });

  it("a page loads its own language's texts only", async () => {
    await initI18n('zh-CN');
    i18n.removeResourceBundle('en', SHELL_NS);
    i18n.removeResourceBundle('zh-CN', SHELL_NS);
    await addTranslations(shellTexts);
    expect(i18n.hasResourceBundle('zh-CN', SHELL_NS)).toBe(true);
    expect(i18n.hasResourceBundle('en', SHELL_NS)).toBe(false);
    expect(i18n.getFixedT('zh-CN', 'shell')('notFound.heading')).toBe(zhCN.notFound.heading);
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
