import * as v from 'valibot';
import { unwrapCode } from '../../api/unwrap';
import { captureContractDrops } from '../../testing/contract-drops';
import { NlpChineseResponseSchema } from './nlp-chinese';

describe('NlpChineseResponseSchema', () => {
  it('accepts the spec-only answer: text plus entries (name, type)', () => {
    const out = v.parse(NlpChineseResponseSchema, {
      code: 200,
      data: [{ text: 'Toronto condos', entries: [{ name: 'Toronto', type: 'ns' }] }],
    });
    expect(unwrapCode(out, 'test').data).toEqual([
      { text: 'Toronto condos', entries: [{ name: 'Toronto', type: 'ns' }] },
    ]);
  });
  it('accepts extra fields, upper-case types, missing entries; an unknown part of speech → no tag type', () => {
    const out = v.parse(NlpChineseResponseSchema, {
      code: 200,
      data: [
        {
          text: 'a',
          entries: [
            { name: 'House', type: 'N', offset: 0 },
            { name: 'buy', type: 'v' },
          ],
          score: 1,
        },
        { text: 'b' },
      ],
    });
    expect(unwrapCode(out, 'test').data).toEqual([
      {
        text: 'a',
        entries: [
          { name: 'House', type: 'n' },
          { name: 'buy', type: null },
        ],
      },
      { text: 'b', entries: [] },
    ]);
  });
  it('fails when data, the result list, is not a list', () => {
    expect(v.safeParse(NlpChineseResponseSchema, { code: 200, data: { text: 'a' } }).success).toBe(false);
  });
  it('drops and reports a malformed entry and a malformed result; the others keep their tags', () => {
    const capture = captureContractDrops();
    try {
      const out = v.parse(NlpChineseResponseSchema, {
        code: 200,
        data: [
          { text: 'a', entries: [{ type: 'n' }, { name: 'Markham', type: 'ns' }] },
          'garbage',
          { text: 'c', entries: [{ name: 'condo', type: 'n' }] },
        ],
      });
      expect(unwrapCode(out, 'test').data).toEqual([
        { text: 'a', entries: [{ name: 'Markham', type: 'ns' }] },
        { text: 'c', entries: [{ name: 'condo', type: 'n' }] },
      ]);
      expect(capture.drops.map((d) => [d.label, d.index])).toEqual([
        ['analysisService:/nlp/chinese data[].entries', 0],
        ['analysisService:/nlp/chinese data', 1],
      ]);
    } finally {
      capture.restore();
    }
  });
});
