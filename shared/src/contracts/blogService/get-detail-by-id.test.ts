import * as v from 'valibot';
import { unwrapCode } from '../../api/unwrap';
import { BlogDetailResponseSchema } from './get-detail-by-id';

describe('BlogDetailResponseSchema', () => {
  it('accepts a minimal article (id and title): the rest degrades to null', () => {
    const out = unwrapCode(
      v.parse(BlogDetailResponseSchema, { code: '200', data: { id: 4, title: 'T' } }),
      't',
    );
    expect(out.data).toEqual({
      id: '4',
      title: 'T',
      detail: null,
      readCount: null,
      initReadCount: null,
      images: null,
      updatedAt: null,
      userId: null,
      showUserRegister: null,
      showRecommend: null,
    });
  });
  it('reads flags in their loose forms and keeps the HTML as sent', () => {
    const out = v.parse(BlogDetailResponseSchema, {
      code: 200,
      data: {
        id: '4',
        title: 'T',
        detail: '<p>x</p>',
        userId: 1001,
        showUserRegister: '0',
        showRecommend: 'Y',
      },
    });
    expect(unwrapCode(out, 't').data).toMatchObject({
      detail: '<p>x</p>',
      userId: '1001',
      showUserRegister: false,
      showRecommend: true,
    });
  });
  it('parses a failure as the failure branch and rejects an OK answer without a title', () => {
    expect(() => unwrapCode(v.parse(BlogDetailResponseSchema, { code: 404, msg: 'gone' }), 't')).toThrow();
    expect(v.safeParse(BlogDetailResponseSchema, { code: 200, data: { id: 4 } }).success).toBe(false);
  });
});
