import { expect, test } from './support/fixtures';
import { site, type SiteHost } from './support/env';
import { getPage } from './support/server-pages';
import { BUILT_ROUTES, routePath } from './support/built-routes.mjs';

/**
 * Found and previewed (issue 30 §2, ADR 0032): every route of the generated route list as a crawler gets it, plain
 * HTTP with a bot's User-Agent and no JavaScript. A public page has og:title, og:description, og:url (its canonical
 * URL) and, where its head promises one, og:image and its schema.org types; a hybrid page (and the 404) is noindex.
 */

const BOTS = {
  en: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  'zh-CN': 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
} as const;

/**
 * What a route's head gives beyond the defaults, by example id: the link-preview picture (a path on the files host)
 * and the JSON-LD types, in order. A route not listed has neither. A page that declares `clientOnly` is rendered by
 * the browser: the server writes the defaults only (title, canonical, og:url; noindex when hybrid).
 */
const PREVIEWS: Record<string, { image?: RegExp; jsonLd?: string[] }> = {
  'home-default': { image: /\/files\/banners\/lily\.svg$/, jsonLd: ['RealEstateAgent'] },
  'home-epic': { image: /\/files\/banners\/hearth\.svg$/, jsonLd: ['RealEstateAgent'] },
  'home-demo': { image: /\/files\/banners\/dora\.svg$/, jsonLd: ['RealEstateAgent'] },
  'about-agent': { image: /\/files\/avatars\/lily-chen\.svg$/, jsonLd: ['RealEstateAgent'] },
  'listing-detail': { image: /\/files\/listings\/treb-C4200001\/1\.svg$/, jsonLd: ['RealEstateListing'] },
  'www-listing-detail': { image: /\/files\/listings\/treb-C4200001\/1\.svg$/, jsonLd: ['RealEstateListing'] },
  'listing-detail-minimal': { jsonLd: ['RealEstateListing'] },
  blogs: { jsonLd: ['BreadcrumbList'] },
  'www-blogs': { jsonLd: ['BreadcrumbList'] },
  'blog-detail': { image: /\/files\/blogs\/blog-1001-1\.svg$/, jsonLd: ['BlogPosting', 'BreadcrumbList'] },
  'news-detail': { image: /\/files\/blogs\/news-502\.svg$/, jsonLd: ['NewsArticle', 'BreadcrumbList'] },
  'share-list': { jsonLd: ['ItemList'] },
  'www-share-list': { jsonLd: ['ItemList'] },
};

/** The pages that are never indexed besides the hybrid ones: the 404 in its three forms. */
const NOT_FOUND = ['unknown-path', 'not-found', 'inactive-agent'];

/** The managed head's tags in the HTML, as `property`/`name` → content, and the JSON-LD blocks parsed. */
function headOf(html: string) {
  const head = html.slice(0, html.indexOf('</head>'));
  const meta = new Map<string, string>();
  for (const tag of head.match(/<meta [^>]*>/g) ?? []) {
    const key = /(?:property|name)="([^"]+)"/.exec(tag)?.[1];
    const content = /content="([^"]*)"/.exec(tag)?.[1];
    if (key && content !== undefined) meta.set(key, content.replace(/&amp;/g, '&'));
  }
  const canonical = /<link [^>]*rel="canonical" href="([^"]+)"/.exec(head)?.[1]?.replace(/&amp;/g, '&');
  const jsonLd = [...head.matchAll(/<script [^>]*type="application\/ld\+json"[^>]*>([^<]*)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown> & { '@type': string },
  );
  return { meta, canonical, jsonLd };
}

const ROUTES = BUILT_ROUTES.filter((route) => !route.open);

test.describe('every route as a crawler gets it: link previews, structured data, noindex', () => {
  for (const route of ROUTES) {
    for (const locale of ['en', 'zh-CN'] as const) {
      test(`${route.id} (${locale})`, async ({ request }) => {
        const res = await getPage(request, routePath(route, locale), route.host, {
          'User-Agent': BOTS[locale],
        });
        expect(res.headers()['x-hearth-rendered']).toBe('server');
        const { meta, canonical, jsonLd } = headOf(await res.text());
        const origin = new URL(site(route.host as SiteHost, '/')).origin;
        expect(meta.get('og:title')).toBeTruthy();
        if (route.path.startsWith('/hybrid/') || NOT_FOUND.includes(route.id)) {
          expect(meta.get('robots')).toBe('noindex');
          expect(canonical).toBeUndefined();
          expect(meta.has('og:url')).toBe(false);
        } else {
          expect(meta.has('robots')).toBe(false);
          expect(canonical?.startsWith(`${origin}/`)).toBe(true);
          expect(meta.get('og:url')).toBe(canonical);
          if (!route.clientOnly) expect(meta.get('og:description')).toBeTruthy();
        }
        if (route.clientOnly) return;
        const expected = PREVIEWS[route.id] ?? {};
        if (expected.image) expect(meta.get('og:image')).toMatch(expected.image);
        else expect(meta.has('og:image')).toBe(false);
        if (expected.image) expect(meta.get('og:image')).toMatch(/^https?:\/\//);
        expect(jsonLd.map((block) => block['@type'])).toEqual(expected.jsonLd ?? []);
      });
    }
  }
});

test.describe('the structured data, as a crawler reads it', () => {
  test("lily's home and her about page describe one agent: name, picture, phone, e-mail, site", async ({
    request,
  }) => {
    const origin = new URL(site('lily', '/')).origin;
    for (const path of ['/', '/about-agent']) {
      const res = await getPage(request, path, 'lily', { 'User-Agent': BOTS.en });
      const [agent] = headOf(await res.text()).jsonLd;
      expect(agent).toMatchObject({
        '@type': 'RealEstateAgent',
        '@id': `${origin}/#agent`,
        name: 'Lily Chen',
        url: `${origin}/`,
        image: expect.stringMatching(/^http:\/\/.*\/files\/avatars\/lily-chen\.svg$/),
        telephone: '+14165550142',
        email: 'lily.chen@hearth.example',
      });
      expect(agent).not.toHaveProperty('address');
    }
  });

  test("an article's preview carries its own title; the document title stays the route's (spec)", async ({
    request,
  }) => {
    for (const [host, path] of [
      ['lily', '/blog/1?ltype=1'],
      ['www', '/news-detail/hearth/502?ltype=1'],
    ] as const) {
      const html = await (await getPage(request, path, host, { 'User-Agent': BOTS.en })).text();
      const { meta, jsonLd } = headOf(html);
      const article = jsonLd.find((block) => /Posting|Article/.test(block['@type']));
      expect(article?.headline, path).toBeTruthy();
      expect(meta.get('og:title'), path).toBe(article!.headline);
      expect(/<title>([^<]*)<\/title>/.exec(html)?.[1], path).not.toBe(article!.headline);
    }
  });

  test("the blog list's BreadcrumbList is its visible trail, in the page's language", async ({ request }) => {
    const res = await getPage(request, '/blogs?ltype=0', 'lily', { 'User-Agent': BOTS['zh-CN'] });
    const html = await res.text();
    const trail = headOf(html).jsonLd.find((block) => block['@type'] === 'BreadcrumbList');
    const nav = /<nav class="content-breadcrumb"[^>]*>([\s\S]*?)<\/nav>/.exec(html)?.[1] ?? '';
    const visible = [...nav.matchAll(/<li>([\s\S]*?)<\/li>/g)].map((m) => m[1]!.replace(/<[^>]*>/g, ''));
    expect(visible).toEqual(['首页', '博客']);
    expect(trail?.itemListElement).toEqual([
      {
        '@type': 'ListItem',
        position: 1,
        name: '首页',
        item: `${new URL(site('lily', '/')).origin}/?ltype=0`,
      },
      { '@type': 'ListItem', position: 2, name: '博客' },
    ]);
  });

  test('the share list: noindex, its listings as an ItemList linking to their pages', async ({ request }) => {
    const res = await getPage(request, '/hybrid/share/list?ids=treb-C4200001_crea-X4100003&ltype=1', 'lily', {
      'User-Agent': BOTS.en,
    });
    const { meta, jsonLd } = headOf(await res.text());
    expect(meta.get('robots')).toBe('noindex');
    const origin = new URL(site('lily', '/')).origin;
    expect(jsonLd[0]).toMatchObject({
      '@type': 'ItemList',
      itemListElement: [
        {
          position: 1,
          item: {
            '@type': 'RealEstateListing',
            url: `${origin}/listing/treb-C4200001?ltype=1`,
            offers: { priceCurrency: 'CAD' },
          },
        },
        {
          position: 2,
          item: { '@type': 'RealEstateListing', url: `${origin}/listing/crea-X4100003?ltype=1` },
        },
      ],
    });
  });
});
