import * as v from 'valibot';
import {
  GoogleAutocompleteResponseSchema,
  GooglePlacesResponseSchema,
} from '@hearth/shared/contracts/analysisService';
import {
  QueryHouByIdResponseSchema,
  ShareListResponseSchema,
  WechatSignatureResponseSchema,
} from '@hearth/shared/contracts/cmis';
import { AgentInfosByHouseIdResponseSchema } from '@hearth/shared/contracts/houseRecommend';
import { ToChineseResponseSchema } from '@hearth/shared/contracts/translation';
import { DETAIL_IDS } from '../seed/listing-details';
import { parseFail, parseOk, TEST_ORIGIN, withTestSandbox } from '../testing/sandbox';
import { monthlyPayment } from './cmis/query-hou-by-id';

const sb = withTestSandbox();
const detail = async (id: string) =>
  parseOk(
    QueryHouByIdResponseSchema,
    (await sb().get(`/cmis/mh/queryHouByid?houid=${id}&ltype=1&userid=1`)).body,
  ).data;

describe('GET /cmis/mh/queryHouByid', () => {
  it('answers the full record sold above list, with every section', async () => {
    const d = await detail(DETAIL_IDS.soldAbove);
    expect(d.pictures).toHaveLength(4);
    expect(d.pictures[0]).toBe(`${TEST_ORIGIN}/files/listings/${DETAIL_IDS.soldAbove}/1.svg`);
    expect(d.soldPrice! > d.price!).toBe(true);
    expect(d.newRooms.length).toBeGreaterThan(0);
    expect(d.HouSchoolList.some((s) => s.type === 'AP')).toBe(true);
    expect(d.remarks?.map((r) => r.key)).toContain('legal');
    expect(d.latitude).not.toBeNull();
    expect(String(d.virtualTour)).toMatch(/^https:/);
  });

  it('covers sold below, equal, Lease, Commercial, no coordinates, "-" and empty values', async () => {
    const below = await detail(DETAIL_IDS.soldBelow);
    expect(below.soldPrice! < below.price!).toBe(true);
    expect(below.latitude).toBeNull();
    expect(below.newRooms).toEqual([]);
    expect(below.community).toBe('-');
    expect(below.approxAge).toBe('');
    expect(below.pictures).toEqual([]);
    const equal = await detail(DETAIL_IDS.soldEqualLease);
    expect(equal.listingType).toBe('Lease');
    expect(equal.soldPrice).toBe(equal.price);
    expect((await detail(DETAIL_IDS.commercial)).zoning).toBe('Commercial');
  });

  it('derives the detail of a generated listing (case-insensitive id); unknown → code 404', async () => {
    const d = await detail('crea-x4100003');
    expect(d).toMatchObject({ mlsNumber: 'X4100003', listingType: 'Sale', price: 849000 });
    expect(d.monthPay).toBe(monthlyPayment(849000 - 169800));
    const res = await sb().get('/cmis/mh/queryHouByid?houid=treb-NOPE');
    parseFail(QueryHouByIdResponseSchema, res.body, 404);
    expect((await sb().get('/cmis/mh/queryHouByid')).status).toBe(400);
  });
});

describe('POST /translate/toChinese', () => {
  it('translates deterministically with the glossary, keeping unknown words', async () => {
    const { body } = await sb().post('/translate/toChinese', {
      str: 'Bright home near Yonge',
      region: 'zh-CN',
    });
    expect(v.parse(ToChineseResponseSchema, body)).toBe('明亮的 住宅 near Yonge');
    expect((await sb().post('/translate/toChinese', { text: 'Bright', region: 'zh-CN' })).status).toBe(400);
    expect((await sb().post('/translate/toChinese', { str: 'Bright', region: 'fr' })).status).toBe(400);
  });
});

describe('GET /recommend/getAgentInfosByHouseId and GET /__sandbox/leads', () => {
  it('answers the seeded agents of a listing, [] for others', async () => {
    const withAgents = parseOk(
      AgentInfosByHouseIdResponseSchema,
      (await sb().get(`/recommend/getAgentInfosByHouseId?houId=${DETAIL_IDS.soldAbove}`)).body,
    ).data;
    expect(withAgents.map((a) => a.name)).toEqual(['Grace Liu', 'Tom Baker']);
    expect(withAgents[0]?.headImgUrl).toMatch(/^http:\/\/sandbox\.test:4999\/files\/avatars\/.+\.svg$/);
    expect(withAgents[1]).toMatchObject({ website: null, headImgUrl: null });
    const none = parseOk(
      AgentInfosByHouseIdResponseSchema,
      (await sb().get(`/recommend/getAgentInfosByHouseId?houId=${DETAIL_IDS.soldBelow}`)).body,
    ).data;
    expect(none).toEqual([]);
    expect((await sb().get('/recommend/getAgentInfosByHouseId')).status).toBe(400);
  });

  it('lists every created lead with its exact payload', async () => {
    const lead = {
      leadName: 'Showing Request',
      clientName: 'Ann Lee',
      email: 'ann@example.com',
      phone: '+14165550123',
      registerAccount: false,
      channel: 'Agent Website',
      agentRefer: '1001',
      yonghuId: 81001,
      clientMsg: 'Hi',
    };
    expect((await sb().post('/lead/create', lead)).status).toBe(200);
    const { body } = await sb().get('/__sandbox/leads');
    const leads = (body as { leads: Record<string, unknown>[] }).leads;
    expect(leads.at(-1)).toMatchObject({ ...lead, yonghuId: '81001' });
  });
});

describe('GET /cmis/getAgentInfosByHouseId (no house recommend host configured)', () => {
  it('answers the same agents under /cmis', async () => {
    const { data } = parseOk(
      AgentInfosByHouseIdResponseSchema,
      (await sb().get(`/cmis/getAgentInfosByHouseId?houId=${DETAIL_IDS.soldAbove}`)).body,
    );
    expect(data).toHaveLength(2);
  });
});

describe('GET /cmis/ac/shareList', () => {
  it('answers the listings in the order asked, skipping unknown ids', async () => {
    const { data } = parseOk(
      ShareListResponseSchema,
      (await sb().get(`/cmis/ac/shareList?text=${DETAIL_IDS.soldBelow}_nope-1%40crea-X4100003&ltype=0`)).body,
    );
    expect(data.map((l) => l.identifier)).toEqual([DETAIL_IDS.soldBelow, 'crea-X4100003']);
    expect(data[0]?.newPictures).toEqual([]);
    expect(data[1]?.newPictures).toHaveLength(4);
    expect((await sb().get('/cmis/ac/shareList')).status).toBe(400);
    expect((await sb().get(`/cmis/ac/shareList?ids=${DETAIL_IDS.soldBelow}`)).status).toBe(400);
  });
});

describe('GET /analysis/google/autocomplete and /analysis/google/places', () => {
  it('suggests seeded addresses containing every word; places gives the first match', async () => {
    const { data } = parseOk(
      GoogleAutocompleteResponseSchema,
      (await sb().get('/analysis/google/autocomplete?searchtext=king%20toronto')).body,
    );
    expect(data.predictions.map((p) => p.description)).toEqual(['King St W, Toronto, ON, Canada']);
    const none = parseOk(
      GoogleAutocompleteResponseSchema,
      (await sb().get('/analysis/google/autocomplete?searchtext=zzzz')).body,
    );
    expect(none.data.predictions).toEqual([]);
    const places = parseOk(
      GooglePlacesResponseSchema,
      (await sb().get('/analysis/google/places?searchtext=Markham')).body,
    );
    expect(places.data.candidates[0]).toMatchObject({
      name: 'Markham',
      geometry: { location: { lat: 43.8561 } },
    });
    expect((await sb().get('/analysis/google/autocomplete')).status).toBe(400);
  });
});

describe('POST /cmis/wechat/signature', () => {
  it('signs a page URL deterministically (data.noncestr); a bad url → 400', async () => {
    const url = 'http://lily.localhost:3000/hybrid/share/list?ids=a_b#x';
    const first = await sb().post('/cmis/wechat/signature', { url });
    expect(first.body).toMatchObject({ code: 200, data: { noncestr: expect.any(String) } });
    const again = parseOk(
      WechatSignatureResponseSchema,
      (await sb().post('/cmis/wechat/signature', { url })).body,
    );
    expect(parseOk(WechatSignatureResponseSchema, first.body).data).toEqual(again.data);
    expect(again.data.signature).toMatch(/^[0-9a-f]{40}$/);
    expect((await sb().post('/cmis/wechat/signature', { url: 'nope' })).status).toBe(400);
  });
});
