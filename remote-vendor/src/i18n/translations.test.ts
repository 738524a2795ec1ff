import { findMissingKeys } from '@hearth/shared';
import en from './en.json';
import zhCN from './zh-CN.json';
import { translations } from './translations';

describe('vendor translations', () => {
  it('has every key in both languages, none empty', () => {
    expect(findMissingKeys(en, zhCN)).toEqual({ missingInZh: [], missingInEn: [], empty: [] });
  });

  it('registers the vendor namespace', () => {
    expect(translations.namespace).toBe('vendor');
  });
});
