import {
  BlogPageListResponseSchema,
  ChannelHouseListResponseSchema,
  GetAgentProfileResponseSchema,
  GetUserInfoResponseSchema,
} from '@hearth/shared/contracts';
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
      cims_uid: 51001,
      userId: 1001,
      yonghuId: 81001,
      website_status: true,
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
    expect(data.storeInfo.template).toBe('default');
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
    expect(data.storeInfo.template).toBe('epic');
    parseFail(GetUserInfoResponseSchema, (await sb().get('/cmis/ur/info?userId=999&ltype=1')).body, 404);
    expect((await sb().get('/cmis/ur/info?ltype=1')).status).toBe(400);
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
      expect(l.identifier.endsWith(l.mlsNumber)).toBe(true);
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
});
