import * as v from 'valibot';
import { unwrapCode } from '../../api/unwrap';
import { captureContractDrops } from '../../testing/contract-drops';
import { BlogPageListResponseSchema } from './blog-page-list';

const page = (data: unknown[]) => ({ code: 200, data, totalPage: 1, totalRecord: data.length });

describe('BlogPageListResponseSchema', () => {
  it('accepts a minimal article (id and title) and the spec-only paging fields', () => {
    const out = v.parse(BlogPageListResponseSchema, page([{ id: 7, title: 'Rent or Buy?' }]));
    expect(unwrapCode(out, 'test').data).toEqual([
      { id: '7', title: 'Rent or Buy?', readCount: null, initReadCount: null, images: null, updatedAt: null },
    ]);
  });
  it('accepts ISO 8601 dates, string counts, "" pictures and extra fields', () => {
    const out = v.parse(BlogPageListResponseSchema, {
      ...page([
        {
          id: '8',
          title: 'A',
          readCount: '12',
          initReadCount: 100,
          images: '',
          updatedAt: '2026-11-02T09:15:00Z',
        },
        { id: 9, title: 'B', updatedAt: '2026-11-01T09:15:00.000+08:00', author: 'x' },
        { id: 10, title: 'C', updatedAt: '2026-10-30 08:00:00' },
      ]),
      pageSize: '10',
      pageNo: 1,
      extra: true,
    });
    expect(unwrapCode(out, 'test').data).toEqual([
      {
        id: '8',
        title: 'A',
        readCount: 12,
        initReadCount: 100,
        images: null,
        updatedAt: '2026-11-02T09:15:00Z',
      },
      {
        id: '9',
        title: 'B',
        readCount: null,
        initReadCount: null,
        images: null,
        updatedAt: '2026-11-01T09:15:00.000+08:00',
      },
      {
        id: '10',
        title: 'C',
        readCount: null,
        initReadCount: null,
        images: null,
        updatedAt: '2026-10-30T08:00:00',
      },
    ]);
    expect(unwrapCode(out, 'test').pageSize).toBe(10);
  });
  it('fails on a wrong type in a required envelope field', () => {
    expect(
      v.safeParse(BlogPageListResponseSchema, { code: 200, data: null, totalPage: 0, totalRecord: 0 })
        .success,
    ).toBe(false);
  });
  it('drops and reports an article without a title; an unparsable date only hides the date', () => {
    const capture = captureContractDrops();
    try {
      const out = v.parse(
        BlogPageListResponseSchema,
        page([{ id: 1, title: 'A' }, { id: 2 }, { id: 3, title: 'C', updatedAt: 'last week' }]),
      );
      expect(unwrapCode(out, 'test').data.map((b) => [b.id, b.updatedAt])).toEqual([
        ['1', null],
        ['3', null],
      ]);
      expect(capture.drops).toEqual([
        expect.objectContaining({ label: 'cmis:/blogArticle/pageListByUserId data', index: 1 }),
      ]);
    } finally {
      capture.restore();
    }
  });
});
