import * as v from 'valibot';
import { captureContractDrops } from '../../testing/contract-drops';
import { NewsListResponseSchema } from './news-list';
import { NewsPopularResponseSchema } from './news-popular';

describe('news list contracts', () => {
  it('keeps good items, drops one without a source, and needs only data and totalPage', () => {
    const drops = captureContractDrops();
    try {
      const out = v.parse(NewsListResponseSchema, {
        data: [
          { id: 1, title: 'A', source: 'hearth', images: '', category: 'Finance', browseCount: '7' },
          { id: 2, title: 'B' },
        ],
        totalPage: '3',
      });
      expect(out.data).toEqual([
        expect.objectContaining({ id: '1', source: 'hearth', images: null, category: [], browseCount: 7 }),
      ]);
      expect(out.totalPage).toBe(3);
      expect(out.code).toBeNull();
      expect(drops.drops).toHaveLength(1);
    } finally {
      drops.restore();
    }
  });
  it('accepts a popular answer with a code and extra fields; rejects one without a list', () => {
    const out = v.parse(NewsPopularResponseSchema, {
      code: 200,
      data: [{ id: 1, title: 'A', source: 'hearth', category: ['Story'], extra: 1 }],
    });
    expect(out.data[0]!.category).toEqual(['Story']);
    expect(v.safeParse(NewsPopularResponseSchema, { code: 200 }).success).toBe(false);
  });
});
