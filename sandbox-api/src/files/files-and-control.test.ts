import {
  BlogPageListResponseSchema,
  ChannelHouseListResponseSchema,
  GetUserInfoResponseSchema,
} from '@hearth/shared/contracts/cmis';
import { CouponListResponseSchema } from '@hearth/shared/contracts/coupon';
import { MarketingWatchResponseSchema } from '@hearth/shared/contracts/serverless';
import { createApp } from '../app';
import { parseOk, withTestSandbox } from '../testing/sandbox';
import { qrLikeMatrix } from './qr-like';

const sb = withTestSandbox();

describe('/files', () => {
  it('serves every picture URL found in the data with a type and a long cache', async () => {
    const info = parseOk(
      GetUserInfoResponseSchema,
      (await sb().get('/cmis/ur/info?userId=1001&ltype=1')).body,
    ).data;
    const blogs = parseOk(
      BlogPageListResponseSchema,
      (await sb().get('/cmis/blogArticle/pageListByUserId?userId=1001&pageNum=1&pageSize=10&ltype=1')).body,
    ).data;
    const houses = parseOk(
      ChannelHouseListResponseSchema,
      (await sb().get('/cmis/channel/channelHouseListByUserAttention?cimsUrefId=51000&pageSize=8')).body,
    ).data;
    const coupons = parseOk(
      CouponListResponseSchema,
      (await sb().get('/coupon/coupon/list?status=2&pageSize=20')).body,
    ).data.list;
    const watch = parseOk(
      MarketingWatchResponseSchema,
      (await sb().get('/serverless/marketing/client/home/marketing_watch?ltype=0')).body,
    ).data;
    const urls = [
      info.agentImageUrl,
      info.agentBannerUrl,
      info.agentWechatQRCode,
      ...blogs.map((b) => b.images),
      ...houses.map((h) => h.picture),
      ...coupons.flatMap((c) => c.coverImgs),
      ...watch.contentImages.split('|'),
    ].filter((u): u is string => !!u);
    expect(urls.length).toBeGreaterThan(30);
    for (const url of urls) {
      const { res } = await sb().get(new URL(url).pathname);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^image\/(svg\+xml|png)/);
      expect(res.headers.get('cache-control')).toMatch(/max-age=\d{5,}/);
    }
  });
  it('serves deterministic listing photos and the video fixtures with ranges', async () => {
    const a = await (await sb().app.request('/files/listings/treb-C5812345/1.svg')).text();
    const b = await (await sb().app.request('/files/listings/treb-C5812345/1.svg')).text();
    expect(a).toBe(b);
    expect(a.startsWith('<svg')).toBe(true);
    const mp4 = await sb().get('/files/marketing/watch.mp4', { Range: 'bytes=0-99' });
    expect(mp4.status).toBe(206);
    expect(mp4.res.headers.get('content-range')).toMatch(/^bytes 0-99\/\d+$/);
    const webm = await sb().app.request('/files/marketing/watch.webm');
    expect(webm.headers.get('content-type')).toBe('video/webm');
    expect((await webm.arrayBuffer()).byteLength).toBeLessThan(300_000);
    expect((await sb().get('/files/marketing/watch-poster.png')).res.headers.get('content-type')).toBe(
      'image/png',
    );
  });
  it('answers JSON 404 for unknown files and paths, never HTML', async () => {
    for (const path of ['/files/nothing/x.svg', '/files/listings/../x', '/cmis/unknown']) {
      const res = await sb().get(path);
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ code: 404 });
    }
  });
  it('draws QR-like matrices with finder patterns', () => {
    const m = qrLikeMatrix('x');
    expect(m).toHaveLength(29);
    expect(m[0]?.slice(0, 7).every(Boolean)).toBe(true);
  });
});

describe('/__sandbox control and CORS', () => {
  it('injects and clears faults', async () => {
    expect((await sb().get('/__sandbox/health')).body).toEqual({ ok: true });
    await sb().post('/__sandbox/faults', { path: '/cmis/blogArticle', status: 503, times: 1 });
    const failed = await sb().get('/cmis/blogArticle/pageListByUserId?userId=1001');
    expect(failed.status).toBe(503);
    expect(failed.body).toMatchObject({ code: 503 });
    expect((await sb().get('/cmis/blogArticle/pageListByUserId?userId=1001')).status).toBe(200);
    await sb().post('/__sandbox/faults', { path: '/coupon', status: 500 });
    expect((await sb().get('/coupon/coupon/list')).body).toMatchObject({ errorCode: 500 });
    await sb().post('/__sandbox/faults', { path: '/cmis/ur', delayMs: 50 });
    const started = Date.now();
    expect((await sb().get('/cmis/ur/info?userId=1001')).status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(45);
    expect((await sb().app.request('/__sandbox/faults', { method: 'DELETE' })).status).toBe(200);
    expect((await sb().get('/coupon/coupon/list')).status).toBe(200);
    expect((await sb().post('/__sandbox/faults', { path: 'no-slash' })).status).toBe(400);
  });
  it('allows local origins (*.localhost hosts, loopback)', async () => {
    const res = await sb().app.request('/cmis/ur/info?userId=1001', {
      headers: { Origin: 'http://lily.localhost:3000' },
    });
    expect(res.headers.get('access-control-allow-origin')).toBe('http://lily.localhost:3000');
    const preflight = await sb().app.request('/lead/create', {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://127.0.0.1:3000',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-headers')).toContain('content-type');
  });
  it('builds URLs from the public origin at response time', async () => {
    const other = createApp(sb().db, { publicUrl: 'https://sandbox.example.org/' });
    const body = await (await other.request('/cmis/ur/info?userId=1001&ltype=1&isLoadAvatar=false')).json();
    expect(parseOk(GetUserInfoResponseSchema, body).data.agentImageUrl).toMatch(
      /^https:\/\/sandbox\.example\.org\/files\//,
    );
  });
});
