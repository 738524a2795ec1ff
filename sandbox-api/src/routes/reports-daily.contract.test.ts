import { DailyListingsResponseSchema } from '@hearth/shared/contracts/cmis';
import { parseOk, TEST_ORIGIN, withTestSandbox } from '../testing/sandbox';

const sb = withTestSandbox();

async function tab(type: string, count = 100) {
  const { status, body } = await sb().get(
    `/cmis/blogArticle/dailylistings?type=${type}&ltype=0&count=${count}`,
  );
  expect(status).toBe(200);
  return parseOk(DailyListingsResponseSchema, body).data;
}

describe('GET /cmis/blogArticle/dailylistings', () => {
  it('answers the just-listed tab with 42 Royal Elite and exactly 41 Homeart cards', async () => {
    const cards = await tab('new');
    expect(cards).toHaveLength(99);
    expect(cards.filter((c) => c.brokerage === 'Royal Elite Realty Inc., Brokerage')).toHaveLength(42);
    expect(cards.filter((c) => c.brokerage === 'HOMEART REALTY INC.')).toHaveLength(41);
    expect(cards.some((c) => c.brokerage === null)).toBe(true);
    expect(cards[0]).toMatchObject({
      mlsNumber: 'N7000001',
      imageUrl: `${TEST_ORIGIN}/files/listings/daily-N7000001/1.svg`,
      fullAddress: expect.stringMatching(/^\d+ .+, .+$/),
    });
  });
  it('limits the answer to count', async () => {
    expect(await tab('new', 5)).toHaveLength(5);
  });
  it('answers sold cards above, below and at asking, with one broken and one missing picture', async () => {
    const cards = await tab('sold');
    const diffs = cards.map((c) => Math.sign((c.soldPrice ?? 0) - (c.price ?? 0)));
    expect(new Set(diffs)).toEqual(new Set([1, -1, 0]));
    expect(cards.every((c) => typeof c.soldInDays === 'number')).toBe(true);
    expect(cards.filter((c) => c.imageUrl === null)).toHaveLength(1);
    expect(cards.filter((c) => c.imageUrl?.endsWith('/99.svg'))).toHaveLength(1);
  });
  it('answers open houses with one and two date strings', async () => {
    const cards = await tab('openhouse');
    expect(new Set(cards.map((c) => c.openhouse.length))).toEqual(new Set([1, 2]));
    expect(cards[0]?.openhouse[0]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}-\d{2}:\d{2}$/);
  });
  it('rejects an unknown type with 400', async () => {
    expect((await sb().get('/cmis/blogArticle/dailylistings?type=rent')).status).toBe(400);
  });
});

describe('GET /files/daily-report/*', () => {
  it('serves group banners, footers and the coming-soon picture as SVG; unknown names 404', async () => {
    for (const name of ['banner-royal-elite', 'footer-hearth-holding-group', 'coming-soon']) {
      const { status, res } = await sb().get(`/files/daily-report/${name}.svg`);
      expect(status).toBe(200);
      expect(res.headers.get('content-type')).toContain('image/svg+xml');
    }
    expect((await sb().get('/files/daily-report/banner-Bad_Name.svg')).status).toBe(404);
    expect((await sb().get('/files/daily-report/other.svg')).status).toBe(404);
  });
});
