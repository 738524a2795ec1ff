import type { Bilingual, LongFormDoc } from '../../../components/long-form';
import { ACCEPTABLE_USE_POLICY } from './acceptable-use-policy';
import { PRIVACY_POLICY } from './privacy-policy';
import { TERMS_OF_SERVICE } from './terms-of-service';
import { TERMS_OF_USE } from './terms-of-use';

const DOCS: Record<string, Bilingual<LongFormDoc>> = {
  PRIVACY_POLICY,
  TERMS_OF_SERVICE,
  ACCEPTABLE_USE_POLICY,
  TERMS_OF_USE,
};
const text = (d: LongFormDoc) =>
  [d.title, d.dated ?? '', ...(d.intro ?? []), ...d.sections.flatMap((s) => [s.heading, ...s.body])]
    .flat()
    .join('\n');

describe.each(Object.entries(DOCS))('%s', (_, doc) => {
  it('has the same sections (anchors, block shapes) in both languages', () => {
    const shape = (d: LongFormDoc) =>
      d.sections.map((s) => [s.id, s.body.map((b) => (typeof b === 'string' ? 's' : b.length))]);
    expect(shape(doc['zh-CN'])).toEqual(shape(doc.en));
    expect(Boolean(doc['zh-CN'].dated)).toBe(Boolean(doc.en.dated));
    expect(new Set(doc.en.sections.map((s) => s.id)).size).toBe(doc.en.sections.length);
  });
});

describe('legal facts and constants of the spec', () => {
  it('dates', () => {
    expect(PRIVACY_POLICY.en.dated).toContain('August 5, 2020');
    expect(TERMS_OF_SERVICE.en.dated).toContain('August 5, 2020');
    expect(TERMS_OF_USE.en.dated).toContain('June 19, 2017');
    expect(PRIVACY_POLICY['zh-CN'].dated).toContain('2020年8月5日');
    expect(TERMS_OF_USE['zh-CN'].dated).toContain('2017年6月19日');
  });
  it.each([
    ['"Client"', '"Registered Client"', '"Agent"', '"Vendor"', '"Vendor Service Request"'],
    ['"Agent Service Request"', '"Property"', '"User Content"', '"Feedback"'],
  ])('defines %s …', (...terms) => {
    for (const doc of [TERMS_OF_SERVICE.en, TERMS_OF_USE.en])
      for (const term of terms) expect(text(doc)).toContain(term);
  });
  it('client terms: age, cancellation tiers, overdue, currency, uptime, cap, law', () => {
    const en = text(TERMS_OF_SERVICE.en);
    for (const fact of [
      'at least 18 years old',
      'up to 24 hours before the scheduled time is free',
      'within 24 hours of the scheduled time but before the Vendor departs costs 50%',
      'after the Vendor has departed costs 100%',
      'within 7 days of the invoice',
      'Canadian dollars, and applicable taxes are extra',
      '99% of each month',
      'limited to CAD 100',
      'Province of Ontario',
      'Toronto, Ontario',
    ])
      expect(en).toContain(fact);
    const zh = text(TERMS_OF_SERVICE['zh-CN']);
    for (const fact of [
      '18 周岁',
      '24 小时',
      '50%',
      '100%',
      '7 天',
      '加元',
      '99%',
      '100 加元',
      '安大略省',
      '多伦多',
    ])
      expect(zh).toContain(fact);
  });
  it('website terms: the greater of one dollar or the last month; privacy officer 14 and 30', () => {
    expect(text(TERMS_OF_USE.en)).toContain(
      'the greater of one dollar (CAD 1) or the amount you paid us in the last month',
    );
    expect(text(PRIVACY_POLICY.en)).toContain('within 14 business days');
    expect(text(PRIVACY_POLICY.en)).toContain('within 30 days');
    expect(text(PRIVACY_POLICY['zh-CN'])).toContain('14 个工作日');
  });
});
