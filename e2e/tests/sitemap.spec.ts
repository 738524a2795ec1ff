import type { APIRequestContext } from '@playwright/test';
import { expect, injectFault, SERIAL, test } from './support/fixtures';
import { SANDBOX, SHELL_PORT } from './support/env';
import { getPage } from './support/server-pages';

/**
 * robots.txt and sitemap.xml per site (issue 30 §2, docs/adr/0040), as a crawler gets them: plain HTTP through the
 * suite's front (nginx) to the renderer, no browser. The data is the sandbox's, read with the spec's own calls.
 */

interface Element {
  name: string;
  attrs: Record<string, string>;
  children: Element[];
  text: string;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const decode = (text: string) =>
  text.replace(/&(\w+);/g, (whole, name: string) => {
    if (!(name in ENTITIES)) throw new Error(`unknown entity ${whole}`);
    return ENTITIES[name]!;
  });

/**
 * A strict parse of the XML a sitemap is made of (a declaration, elements, attributes, text, the five entities):
 * throws on anything not well-formed (an unclosed or crossed element, an unquoted attribute, a bare `&` or `<`).
 */
function parseXml(xml: string): Element {
  const body = xml.replace(/^<\?xml version="1\.0" encoding="UTF-8"\?>\s*/, '');
  if (body === xml) throw new Error('no XML declaration');
  const root: Element = { name: '#document', attrs: {}, children: [], text: '' };
  const stack = [root];
  const token = /<(\/?)([A-Za-z][\w:.-]*)((?:\s+[\w:.-]+="[^"<]*")*)\s*(\/?)>|([^<]+)/gy;
  let at = 0;
  for (let m = token.exec(body); m; m = token.exec(body)) {
    at = token.lastIndex;
    const [, close, name, attrText, selfClosing, text] = m;
    const top = stack.at(-1)!;
    if (text !== undefined) {
      if (/&(?!(amp|lt|gt|quot|apos);)/.test(text)) throw new Error(`bare & in ${JSON.stringify(text)}`);
      top.text += decode(text);
    } else if (close) {
      if (top.name !== name) throw new Error(`</${name}> closes <${top.name}>`);
      stack.pop();
    } else {
      const attrs: Record<string, string> = {};
      for (const [, key, value] of attrText!.matchAll(/([\w:.-]+)="([^"]*)"/g)) attrs[key!] = decode(value!);
      const element: Element = { name: name!, attrs, children: [], text: '' };
      top.children.push(element);
      if (!selfClosing) stack.push(element);
    }
  }
  if (at !== body.length) throw new Error(`not XML at ${JSON.stringify(body.slice(at, at + 40))}`);
  if (stack.length !== 1 || root.children.length !== 1) throw new Error('not one closed root element');
  return root.children[0]!;
}

interface SitemapUrl {
  loc: string;
  lastmod: string | null;
  alternates: Record<string, string>;
}

async function sitemapOf(request: APIRequestContext, host: string): Promise<SitemapUrl[]> {
  const res = await getPage(request, '/sitemap.xml', host);
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toMatch(/^application\/xml/);
  expect(res.headers()['cache-control']).toMatch(/^public, .*s-maxage=\d+/);
  expect(res.headers()['x-hearth-sitemap']).toMatch(/^complete/);
  const urlset = parseXml(await res.text());
  expect(urlset.name).toBe('urlset');
  expect(urlset.attrs).toMatchObject({
    xmlns: 'http://www.sitemaps.org/schemas/sitemap/0.9',
    'xmlns:xhtml': 'http://www.w3.org/1999/xhtml',
  });
  return urlset.children.map((url) => {
    expect(url.name).toBe('url');
    const child = (name: string) => url.children.find((c) => c.name === name);
    const links = url.children.filter((c) => c.name === 'xhtml:link');
    return {
      loc: child('loc')!.text,
      lastmod: child('lastmod')?.text ?? null,
      alternates: Object.fromEntries(links.map((l) => [l.attrs.hreflang, l.attrs.href])),
    };
  });
}

/** One page of a list, straight from the sandbox with the spec's call (its data is what the sitemap must list). */
async function sandboxJson(request: APIRequestContext, method: 'GET' | 'POST', path: string, form?: object) {
  const res = await request.fetch(`${SANDBOX}${path}`, { method, ...(form ? { form: { ...form } } : {}) });
  expect(res.ok()).toBe(true);
  return res.json();
}

/** The paths the sitemap lists on `origin`. */
const pathsOf = (urls: SitemapUrl[], origin: string) =>
  new Set(urls.filter((u) => u.loc.startsWith(`${origin}/`)).map((u) => new URL(u.loc).pathname));

const LILY = `http://lily.localhost:${SHELL_PORT}`;
const WWW = `http://www.localhost:${SHELL_PORT}`;

test.describe('robots.txt and sitemap.xml', () => {
  test("an agent's site: robots.txt allows the public pages, not the hybrid ones or user context", async ({
    request,
  }) => {
    const res = await getPage(request, '/robots.txt');
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toMatch(/^text\/plain/);
    expect(res.headers()['cache-control']).toMatch(/^public, .*s-maxage=\d+/);
    const lines = (await res.text()).split('\n');
    expect(lines).toEqual(expect.arrayContaining(['User-agent: *', 'Allow: /', 'Disallow: /hybrid/']));
    expect(lines).toContain('Disallow: /*?fjjUserId=');
    expect(lines).toContain(`Sitemap: ${LILY}/sitemap.xml`);
  });

  test("an agent's site: its listings, articles, news and static pages, in both languages", async ({
    request,
  }) => {
    const origin = LILY;
    const urls = await sitemapOf(request, 'lily');
    expect(urls.length).toBeGreaterThan(20);
    for (const url of urls) {
      expect(url.loc.startsWith(`${origin}/`)).toBe(true);
      const bare = url.loc.replace(/\?ltype=[01]$/, '');
      expect(url.alternates).toEqual({
        en: `${bare}?ltype=1`,
        'zh-CN': `${bare}?ltype=0`,
        'x-default': bare,
      });
      expect(url.loc).not.toMatch(/\/hybrid\/|fjjUserId|\/not\/found/);
    }
    const paths = pathsOf(urls, origin);
    for (const page of ['/', '/listings', '/blogs', '/about-agent', '/privacy-policy', '/news-list/all'])
      expect(paths).toContain(page);
    // lily's data, from the sandbox with the spec's calls: every listing of her first page, her articles, the news.
    const listings = await sandboxJson(
      request,
      'GET',
      '/cmis/channel/channelHouseListByUserAttention?cimsUrefId=51001&pageNum=1&pageSize=6&ltype=1',
    );
    expect(listings.data.length).toBeGreaterThan(0);
    for (const listing of listings.data) expect(paths).toContain(`/listing/${listing.identifier}`);
    const blogs = await sandboxJson(
      request,
      'GET',
      '/cmis/blogArticle/pageListByUserId?userId=1001&pageNum=1&pageSize=10&ltype=1&is_show_web=1',
    );
    expect(blogs.data.length).toBeGreaterThan(0);
    for (const blog of blogs.data) {
      expect(paths).toContain(`/blog/${blog.id}`);
      const url = urls.find((u) => u.loc === `${origin}/blog/${blog.id}?ltype=1`)!;
      if (blog.updatedAt) expect(url.lastmod).toMatch(/^\d{4}-\d{2}-\d{2}/);
    }
    const news = await sandboxJson(request, 'POST', '/news/new/HearthWebNewsList', {
      ltype: 0,
      pageNum: 1,
      pageSize: 5,
      channelName: 'all',
    });
    expect(news.data.length).toBeGreaterThan(0);
    for (const item of news.data) expect(paths).toContain(`/news-detail/${item.source}/${item.id}`);
  });

  test('www: its own robots.txt and sitemap, the portal pages and news, no agent data', async ({
    request,
  }) => {
    const robots = await getPage(request, '/robots.txt', 'www');
    expect(robots.status()).toBe(200);
    expect((await robots.text()).split('\n')).toContain(`Sitemap: ${WWW}/sitemap.xml`);
    const urls = await sitemapOf(request, 'www');
    for (const url of urls) expect(url.loc.startsWith(`${WWW}/`)).toBe(true);
    const paths = pathsOf(urls, WWW);
    for (const page of ['/', '/about-us', '/privacy-policy', '/news-list/all']) expect(paths).toContain(page);
    expect([...paths].filter((p) => p.startsWith('/news-detail/')).length).toBeGreaterThan(0);
    for (const agentPage of ['/listings', '/blogs', '/about-agent']) expect(paths).not.toContain(agentPage);
    expect([...paths].filter((p) => /^\/(listing|blog)\/|^\/hybrid\//.test(p))).toEqual([]);
  });

  test('an unknown host gets what it gets for pages: 404', async ({ request }) => {
    for (const file of ['/robots.txt', '/sitemap.xml']) {
      const res = await getPage(request, file, 'nobody-here');
      expect(res.status()).toBe(404);
    }
  });

  test(
    'a failing backend: what can be served (partial), or a 503 while the site is unknown',
    SERIAL,
    async ({ request }) => {
      await injectFault({ path: '/cmis/channel/channelHouseListByUserAttention', status: 500 });
      const res = await getPage(request, '/sitemap.xml');
      expect(res.status()).toBe(200);
      expect(res.headers()['x-hearth-sitemap']).toBe('partial (listings)');
      expect(res.headers()['cache-control']).toBe('public, max-age=0, s-maxage=60');
      const xml = await res.text();
      expect(xml).toContain(`<loc>${LILY}/about-agent?ltype=1</loc>`);
      expect(xml).toMatch(/<loc>[^<]*\/blog\/\d+\?ltype=1<\/loc>/);
      expect(xml).not.toMatch(/\/listing\//);

      await injectFault({ path: '/cmis/bimsUser/getAgentProfile', status: 500 });
      for (const file of ['/robots.txt', '/sitemap.xml']) {
        const down = await getPage(request, file);
        expect(down.status()).toBe(503);
        expect(down.headers()['retry-after']).toBe('60');
        expect(down.headers()['cache-control']).toBe('no-store');
        expect(await down.text()).not.toMatch(/\bat \S+ \(|Error:/);
      }
    },
  );
});
