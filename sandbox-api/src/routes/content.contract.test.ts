import { BlogDetailResponseSchema } from '@hearth/shared/contracts/blogService';
import { SelectRecommendResponseSchema } from '@hearth/shared/contracts/cmis';
import { BatchSendResponseSchema } from '@hearth/shared/contracts/messagingQueue';
import {
  NewsInfoResponseSchema,
  NewsListResponseSchema,
  NewsPopularResponseSchema,
} from '@hearth/shared/contracts/newsApi';
import * as v from 'valibot';
import { parseFail, parseOk, withTestSandbox } from '../testing/sandbox';

const sb = withTestSandbox();

/** The news answers carry an optional code (the spec reads only the data): it must be 200 here. */
function parseNews<
  S extends
    typeof NewsListResponseSchema | typeof NewsPopularResponseSchema | typeof SelectRecommendResponseSchema,
>(schema: S, body: unknown): v.InferOutput<S> {
  const out = v.parse(schema, body);
  expect(out.code).toBe(200);
  return out;
}

async function form(path: string, fields: Record<string, string>) {
  const res = await sb().app.request(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
  return { status: res.status, body: (await res.json()) as unknown };
}

describe('GET /blog/getDetailById', () => {
  it('answers an article with its HTML body, author and flags (no flag row: both on)', async () => {
    const { status, body } = await sb().get('/blog/getDetailById?id=3&ltype=1');
    expect(status).toBe(200);
    const { data } = parseOk(BlogDetailResponseSchema, body);
    expect(data).toMatchObject({ id: '3', userId: '1001', showUserRegister: true, showRecommend: true });
    expect(data.detail).toContain('<h2>');
    expect(data.title).toBe('How the Bank of Canada Rate Cut Affects Your Mortgage');
  });
  it("follows the flag rows of lily's first two articles and answers Chinese with ltype 0", async () => {
    const first = parseOk(
      BlogDetailResponseSchema,
      (await sb().get('/blog/getDetailById?id=1&ltype=0')).body,
    );
    expect(first.data).toMatchObject({ showUserRegister: false, showRecommend: true });
    expect(first.data.title).toBe('多伦多公寓市场秋季更新：买家须知');
    const second = parseOk(BlogDetailResponseSchema, (await sb().get('/blog/getDetailById?id=2')).body).data;
    expect(second).toMatchObject({ showUserRegister: true, showRecommend: false });
  });
  it('serves the XSS corpus articles as stored and 404s an unknown id', async () => {
    const { body } = await sb().get('/blog/getDetailById?id=9001&ltype=1');
    const { data } = parseOk(BlogDetailResponseSchema, body);
    expect(data.userId).toBe('1099');
    for (const attack of ['<script>', 'onerror=', 'javascript:', '<svg><script>', '<iframe srcdoc'])
      expect(data.detail).toContain(attack);
    parseFail(BlogDetailResponseSchema, (await sb().get('/blog/getDetailById?id=9999')).body, 404);
  });
});

describe('POST /cmis/blogArticle/selectRecommendByAgentId', () => {
  it("answers the author's most-read web articles without the excluded one", async () => {
    const { status, body } = await form('/cmis/blogArticle/selectRecommendByAgentId', {
      userId: '1001',
      excludeId: '3',
      is_show_web: '1',
    });
    expect(status).toBe(200);
    const { data } = parseNews(SelectRecommendResponseSchema, body);
    expect(data.length).toBeGreaterThan(5);
    expect(data.map((b) => b.id)).not.toContain('3');
    // Hidden articles (6, 13, 21) are not recommended.
    expect(data.map((b) => b.id)).not.toEqual(expect.arrayContaining(['6']));
    const reads = data.map((b) => (b.readCount ?? 0) + (b.initReadCount ?? 0));
    expect([...reads].sort((a, b) => b - a)).toEqual(reads);
  });
});

describe('news', () => {
  it('pages all news newest first (5 per page) and filters by channel name', async () => {
    const all = await form('/news/new/HearthWebNewsList', {
      ltype: '1',
      pageNum: '1',
      pageSize: '5',
      channelName: 'all',
    });
    const page = parseNews(NewsListResponseSchema, all.body);
    expect(page.data).toHaveLength(5);
    expect(page.totalPage).toBe(4);
    expect(page.data[0]).toMatchObject({ id: '501', source: 'hearth', category: ['Real Estate'] });
    const dates = page.data.map((n) => n.createdat ?? '');
    expect([...dates].sort().reverse()).toEqual(dates);
    const finance = parseNews(
      NewsListResponseSchema,
      (
        await form('/news/new/HearthWebNewsList', {
          ltype: '0',
          pageNum: '1',
          pageSize: '5',
          channelName: 'hearth web finance',
        })
      ).body,
    );
    expect(finance.totalPage).toBe(1);
    expect(finance.data.map((n) => n.category)).toEqual([['Finance'], ['Finance'], ['Finance']]);
    expect(finance.data[0]!.title).toMatch(/加拿大央行/);
  });
  it('answers the popular news and one item by source and id', async () => {
    const popular = parseNews(
      NewsPopularResponseSchema,
      (await form('/news/new/selectPopularHearthNews', { ltype: '1', count: '5' })).body,
    );
    expect(popular.data).toHaveLength(5);
    const info = await sb().get('/news/new/HearthNewsInfo?ltype=1&type=hearth&id=501');
    expect(parseOk(NewsInfoResponseSchema, info.body).data.title).toMatch(/^GTA home sales/);
    parseFail(
      NewsInfoResponseSchema,
      (await sb().get('/news/new/HearthNewsInfo?type=partner&id=501')).body,
      404,
    );
  });
});

describe('POST /mq/mnsao/messagequeue/batchsend', () => {
  const job = {
    message: [
      {
        msg: {
          MessageTag: 'tag-send-email',
          Message: {
            test: true,
            dataset: {
              to: 'info@hearth.test',
              from: 'noreply@hearth.test',
              subject: 'Inquiry',
              html: '<p>x</p>',
            },
          },
        },
        delaysec: 10,
      },
    ],
    queuename: 'hearth-email',
  };
  it('persists every job and lists it at /__sandbox/email-jobs', async () => {
    const { status, body } = await sb().post('/mq/mnsao/messagequeue/batchsend', job);
    expect(status).toBe(200);
    expect(v.parse(BatchSendResponseSchema, body).code).toBe(200);
    const list = (await sb().get('/__sandbox/email-jobs')).body as { jobs: unknown[] };
    expect(list.jobs).toEqual([
      expect.objectContaining({
        queuename: 'hearth-email',
        MessageTag: 'tag-send-email',
        delaysec: 10,
        Message: job.message[0]!.msg.Message,
      }),
    ]);
  });
  it('rejects a job without a valid address with 400 and stores nothing', async () => {
    const bad = structuredClone(job);
    bad.message[0]!.msg.Message.dataset.to = 'not-an-email';
    expect((await sb().post('/mq/mnsao/messagequeue/batchsend', bad)).status).toBe(400);
    expect(((await sb().get('/__sandbox/email-jobs')).body as { jobs: unknown[] }).jobs).toHaveLength(1);
  });
});

describe('GET /files/marketing/watch.{en,zh}.vtt', () => {
  it('serves the video captions as WebVTT; other languages 404', async () => {
    for (const [lang, text] of [
      ['en', 'Welcome to Hearth.'],
      ['zh', '欢迎来到 Hearth。'],
    ]) {
      const res = await sb().app.request(`/files/marketing/watch.${lang}.vtt`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/vtt');
      const body = await res.text();
      expect(body.startsWith('WEBVTT')).toBe(true);
      expect(body).toContain(text);
    }
    expect((await sb().app.request('/files/marketing/watch.fr.vtt')).status).toBe(404);
  });
});
