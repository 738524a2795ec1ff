import { findMissingKeys } from '@hearth/shared/testing';
import en from './en.json';
import zhCN from './zh-CN.json';

describe('kit translations', () => {
  it('has every key in both languages, none empty', () => {
    expect(findMissingKeys(en, zhCN)).toEqual({ missingInZh: [], missingInEn: [], empty: [] });
  });
});
