import {
  BlogPageListResponseSchema,
  ChannelHouseListResponseSchema,
  GetAgentProfileResponseSchema,
  GetUserInfoResponseSchema,
} from '@hearth/shared/contracts/cmis';
import { DEFAULT_COMPANY_PHONE } from '../../seed/agents';
import { CHEAP_LISTING_ID } from '../../seed/listings';
import { parseFail, parseOk, TEST_ORIGIN, withTestSandbox } from '../../testing/sandbox';

const sb = withTestSandbox();

describe('GET /cmis/bimsUser/getAgentProfile', () => {
  it('resolves the username before the first dot', async () => {
    const { body } = await sb().get('/cmis/bimsUser/getAgentProfile?agentBlogUri=lily.hearth.localhost');
    const { data } = parseOk(GetAgentProfileResponseSchema, body);
    expect(data).toMatchObject({
      username: 'lily',
      cims_uid: '51001',
      userId: '1001',
      yonghuId: '81001',
      website_status: true,
    });
  });
  it('answers the minimal agent (mia) with only cims_uid, as a string', async () => {
    const { body } = await sb().get('/cmis/bimsUser/getAgentProfile?agentBlogUri=mia.hearth.localhost');
    expect(body).toEqual({ code: 200, msg: 'success', data: { cims_uid: '51003' } });
    const { data } = parseOk(GetAgentProfileResponseSchema, body);
    expect(data).toEqual({
      cims_uid: '51003',
      username: null,
      userId: null,
      yonghuId: null,
      website_status: null,
    });
  });
  it('reports the inactive agent and unknown agents', async () => {
    const oscar = parseOk(
      GetAgentProfileResponseSchema,
      (await sb().get('/cmis/bimsUser/getAgentProfile?agentBlogUri=oscar')).body,
    );
    expect(oscar.data.website_status).toBe(false);
    const unknown = await sb().get('/cmis/bimsUser/getAgentProfile?agentBlogUri=nobody.hearth.localhost');
    expect(unknown.status).toBe(200);
    parseFail(GetAgentProfileResponseSchema, unknown.body, 404);
  });
  it('rejects a missing agentBlogUri with 400', async () => {
    const res = await sb().get('/cmis/bimsUser/getAgentProfile');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 400, msg: expect.stringContaining('agentBlogUri') });
  });
});

describe('GET /cmis/ur/info', () => {
  it('answers by cims_uid without the signature, in Chinese', async () => {
    const { data } = parseOk(
      GetUserInfoResponseSchema,
      (await sb().get('/cmis/ur/info?userId=51001&ltype=0&isLoadAvatar=false')).body,
    );
    expect(data.agentName).toBe('陈丽丽');
    expect(data.agentSignatureImg).toBeNull();
    expect(data.storeInfo?.template).toBe('default');
    expect(data.agentImageUrl?.startsWith(`${TEST_ORIGIN}/files/`)).toBe(true);
  });
  it('answers by userId in English with a base64 PNG signature', async () => {
    const { data } = parseOk(
      GetUserInfoResponseSchema,
      (await sb().get('/cmis/ur/info?userId=1001&ltype=1')).body,
    );
    expect(data.agentName).toBe('Lily Chen');
    expect(data.agentMobile).toBe('4165550142');
    const png = Buffer.from(data.agentSignatureImg ?? '', 'base64');
    expect(png.subarray(1, 4).toString('ascii')).toBe('PNG');
  });
  it('has the company account with the default phone and the epic template; unknown → 404', async () => {
    const { data } = parseOk(
      GetUserInfoResponseSchema,
      (await sb().get('/cmis/ur/info?userId=51000&ltype=1&isLoadAvatar=false')).body,
    );
    expect(data.agentPhone).toBe(DEFAULT_COMPANY_PHONE);
    expect(data.storeInfo?.template).toBe('epic');
    parseFail(GetUserInfoResponseSchema, (await sb().get('/cmis/ur/info?userId=999&ltype=1')).body, 404);
    expect((await sb().get('/cmis/ur/info?ltype=1')).status).toBe(400);
  });
  it('answers the minimal agent (mia) with only name, phone and string ids', async () => {
    const { body } = await sb().get('/cmis/ur/info?userId=51003&ltype=1&isLoadAvatar=false');
    expect(body).toEqual({
      code: 200,
      msg: 'success',
      data: { agentName: 'Mia Lin', agentPhone: '9055550163', userId: '1003', yonghuId: '81003' },
    });
    const { data } = parseOk(GetUserInfoResponseSchema, body);
    expect(data).toMatchObject({
      agentName: 'Mia Lin',
      agentImageUrl: null,
      agentBannerUrl: null,
      cims_uid: null,
      website_status: null,
      storeInfo: null,
    });
    const zh = parseOk(GetUserInfoResponseSchema, (await sb().get('/cmis/ur/info?userId=1003&ltype=0')).body);
    expect(zh.data.agentName).toBe('林美娅');
    expect(zh.data.agentSignatureImg).toEqual(expect.any(String));
  });
});

describe('GET /cmis/channel/channelHouseListByUserAttention', () => {
  const url = (page: number, size = 6) =>
    `/cmis/channel/channelHouseListByUserAttention?cimsUrefId=51001&pageNum=${page}&pageSize=${size}&ltype=1`;
  it('pages the 20 visible listings of lily by 6', async () => {
    const pages = await Promise.all(
      [1, 2, 3, 4, 5].map(async (p) =>
        parseOk(ChannelHouseListResponseSchema, (await sb().get(url(p))).body),
      ),
    );
    expect(pages.map((p) => p.data.length)).toEqual([6, 6, 6, 2, 0]);
    for (const p of pages) expect(p).toMatchObject({ totalRecord: 20, totalPage: 4, pageSize: 6 });
    const ids = pages.flatMap((p) => p.data.map((l) => l.identifier));
    expect(new Set(ids).size).toBe(20);
    expect(ids).not.toContain(CHEAP_LISTING_ID);
    for (const l of pages.flatMap((p) => p.data)) {
      expect(l.price).toBeGreaterThan(200);
      expect(l.identifier).toMatch(/^(treb|rebgv|crea)-[A-Z]\d{7}$/);
      expect(l.mlsNumber).toMatch(/^[A-Z]\d{7}$/);
      expect(l.identifier.endsWith(l.mlsNumber ?? '?')).toBe(true);
      expect(l.picture).toMatch(new RegExp(`^${TEST_ORIGIN}/files/listings/`));
    }
  });
  it('gives hearth 8 listings and validates the query', async () => {
    const hearth = parseOk(
      ChannelHouseListResponseSchema,
      (
        await sb().get(
          '/cmis/channel/channelHouseListByUserAttention?cimsUrefId=51000&pageNum=1&pageSize=6&ltype=0',
        )
      ).body,
    );
    expect(hearth).toMatchObject({ totalRecord: 8, totalPage: 2 });
    const bad = await sb().get('/cmis/channel/channelHouseListByUserAttention?cimsUrefId=51001&pageNum=0');
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ code: 400 });
  });
  it('gives mia 6 listings, the first two minimal: string numbers, upper-case type, no picture', async () => {
    const { body } = await sb().get(
      '/cmis/channel/channelHouseListByUserAttention?cimsUrefId=51003&pageNum=1&pageSize=6&ltype=1',
    );
    const raw = (body as { data: Record<string, unknown>[] }).data;
    expect(raw.slice(0, 2)).toEqual([
      {
        identifier: 'treb-N4100001',
        price: '1189000',
        listingType: 'SALE',
        full_address: '28 Main St Unionville, Markham, ON L3R 2G1',
        bedrooms: '3',
        washrooms: '3',
        mlsNumber: 'N4100001',
      },
      expect.objectContaining({ identifier: 'treb-C4100002', price: '2850', listingType: 'LEASE' }),
    ]);
    expect(raw[1]).not.toHaveProperty('picture');
    const mia = parseOk(ChannelHouseListResponseSchema, body);
    expect(mia).toMatchObject({ totalRecord: 6, totalPage: 1 });
    expect(mia.data.map((l) => l.identifier).slice(0, 3)).toEqual([
      'treb-N4100001',
      'treb-C4100002',
      'crea-X4100003',
    ]);
    expect(mia.data[0]).toMatchObject({
      price: 1189000,
      listingType: 'Sale',
      picture: null,
      bedrooms: 3,
      bedrooms_plus: null,
      garages: null,
    });
    expect(mia.data[1]).toMatchObject({ price: 2850, listingType: 'Lease', picture: null });
    expect(mia.data[2]?.picture).toMatch(new RegExp(`^${TEST_ORIGIN}/files/listings/crea-X4100003/`));
  });
});

describe('GET /cmis/blogArticle/pageListByUserId', () => {
  const url = (ltype: number, page = 1, web = '&is_show_web=1') =>
    `/cmis/blogArticle/pageListByUserId?userId=1001&pageNum=${page}&pageSize=10&ltype=${ltype}${web}`;
  it('lists web articles newest first with page math', async () => {
    const p1 = parseOk(BlogPageListResponseSchema, (await sb().get(url(1))).body);
    const p3 = parseOk(BlogPageListResponseSchema, (await sb().get(url(1, 3))).body);
    expect(p1).toMatchObject({ totalRecord: 22, totalPage: 3, pageSize: 10, pageNo: 1 });
    expect(p1.data).toHaveLength(10);
    expect(p3.data).toHaveLength(2);
    const dates = p1.data.map((b) => b.updatedAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(p1.data.some((b) => b.title.length > 37)).toBe(true);
  });
  it('translates titles with ltype and lists hidden articles without is_show_web', async () => {
    const en = parseOk(BlogPageListResponseSchema, (await sb().get(url(1))).body);
    const zh = parseOk(BlogPageListResponseSchema, (await sb().get(url(0))).body);
    expect(zh.data.map((b) => b.id)).toEqual(en.data.map((b) => b.id));
    expect(zh.data[0]?.title).not.toBe(en.data[0]?.title);
    expect(zh.data[0]?.title).toMatch(/[\u4e00-\u9fff]/);
    const all = parseOk(BlogPageListResponseSchema, (await sb().get(url(1, 1, ''))).body);
    expect(all.totalRecord).toBe(25);
  });
  it('gives mia 3 articles, the two newest minimal: ISO 8601 dates, string counts, no picture', async () => {
    const { body } = await sb().get(
      '/cmis/blogArticle/pageListByUserId?userId=1003&pageNum=1&pageSize=10&ltype=1',
    );
    const raw = (body as { data: Record<string, unknown>[] }).data;
    for (const item of raw.slice(0, 2)) {
      expect(Object.keys(item).sort()).toEqual(['id', 'readCount', 'title', 'updatedAt']);
      expect(item.readCount).toEqual(expect.stringMatching(/^\d+$/));
      expect(item.updatedAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(Z|\+08:00)$/);
    }
    expect(new Set(raw.slice(0, 2).map((b) => String(b.updatedAt).slice(19)))).toEqual(
      new Set(['Z', '+08:00']),
    );
    const mia = parseOk(BlogPageListResponseSchema, body);
    expect(mia.totalRecord).toBe(3);
    expect(mia.data[0]).toMatchObject({
      title: 'Markham Townhouses: A Buyer Checklist',
      images: null,
      initReadCount: null,
      readCount: expect.any(Number),
    });
    // Still newest first as instants, whatever zone each date was written in (zone-less = UTC).
    const instant = (d: string | null) => Date.parse(/(Z|[+-]\d\d:\d\d)$/.test(d ?? '') ? `${d}` : `${d}Z`);
    const times = mia.data.map((b) => instant(b.updatedAt));
    expect(times.every((t) => Number.isFinite(t))).toBe(true);
    expect([...times].sort((x, y) => y - x)).toEqual(times);
    expect(mia.data[2]?.images).toMatch(new RegExp(`^${TEST_ORIGIN}/files/blogs/`));
  });
});
