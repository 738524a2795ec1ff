import * as v from 'valibot';
import { unwrapCode } from '../../api/unwrap';
import { captureContractDrops } from '../../testing/contract-drops';
import { MarketingWatchResponseSchema } from './marketing-watch';

describe('MarketingWatchResponseSchema', () => {
  it('accepts the spec-only answer: data.contentImages', () => {
    const out = v.parse(MarketingWatchResponseSchema, {
      code: 200,
      data: { contentImages: 'http://f/1.svg|http://f/2.svg' },
    });
    expect(unwrapCode(out, 'test').data).toEqual({
      contentImages: 'http://f/1.svg|http://f/2.svg',
      video: null,
    });
  });
  it('accepts extra fields; an incomplete video is ignored', () => {
    const out = v.parse(MarketingWatchResponseSchema, {
      code: 200,
      data: { contentImages: ' http://f/1.svg | ', video: { mp4: 'http://f/v.mp4' }, title: 'Watch' },
    });
    expect(unwrapCode(out, 'test').data).toEqual({ contentImages: 'http://f/1.svg', video: null });
  });
  it('fails when contentImages is missing or not text', () => {
    expect(v.safeParse(MarketingWatchResponseSchema, { code: 200, data: {} }).success).toBe(false);
    expect(
      v.safeParse(MarketingWatchResponseSchema, { code: 200, data: { contentImages: ['a'] } }).success,
    ).toBe(false);
  });
  it('drops and reports an entry that is not an absolute address; the others stay', () => {
    const capture = captureContractDrops();
    try {
      const out = v.parse(MarketingWatchResponseSchema, {
        code: 200,
        data: { contentImages: 'http://f/1.svg|/relative.svg||http://f/3.svg' },
      });
      expect(unwrapCode(out, 'test').data.contentImages).toBe('http://f/1.svg|http://f/3.svg');
      expect(capture.drops).toEqual([
        expect.objectContaining({
          label: 'serverless:/marketing/client/home/marketing_watch data.contentImages',
          index: 1,
        }),
      ]);
    } finally {
      capture.restore();
    }
  });
});
