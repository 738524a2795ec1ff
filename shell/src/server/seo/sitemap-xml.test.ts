/** @jest-environment node */
import { escapeXml, lastmodOf, sitemapUrls, sitemapXml } from './sitemap-xml';

const ORIGIN = 'https://lily.example.com';

describe('sitemap.xml', () => {
  it('escapes the five XML specials and drops characters XML cannot hold', () => {
    expect(escapeXml(`a&b<c>d"e'f\u0001g`)).toBe('a&amp;b&lt;c&gt;d&quot;e&apos;fg');
  });

  it("lists a page in each language with the page head's alternates (en, zh-CN, x-default)", () => {
    const urls = sitemapUrls(ORIGIN, { path: '/blog/12', lastmod: '2026-03-04' });
    expect(urls.map((u) => u.loc)).toEqual([`${ORIGIN}/blog/12?ltype=1`, `${ORIGIN}/blog/12?ltype=0`]);
    for (const url of urls) {
      expect(url.lastmod).toBe('2026-03-04');
      expect(url.alternates).toEqual([
        { hreflang: 'en', href: `${ORIGIN}/blog/12?ltype=1` },
        { hreflang: 'zh-CN', href: `${ORIGIN}/blog/12?ltype=0` },
        { hreflang: 'x-default', href: `${ORIGIN}/blog/12` },
      ]);
    }
  });

  it('writes well-formed XML: data escaped, a path never leaving the origin', () => {
    const { xml, count, dropped } = sitemapXml(ORIGIN, [
      { path: '/news-detail/a%26b/1' },
      { path: '//evil.example/x' },
    ]);
    expect(count).toBe(4);
    expect(dropped).toBe(0);
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www\.sitemaps\.org/,
    );
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    expect(xml).toContain(`<loc>${ORIGIN}/news-detail/a%26b/1?ltype=1</loc>`);
    expect(xml).toContain(
      `<xhtml:link rel="alternate" hreflang="zh-CN" href="${ORIGIN}/news-detail/a%26b/1?ltype=0"/>`,
    );
    expect(xml).toContain(`<loc>${ORIGIN}//evil.example/x?ltype=1</loc>`);
    expect(xml).not.toContain('<loc>https://evil.example');
    // Every element opened is closed, in order (a minimal well-formedness check of the writer's output).
    const stack: string[] = [];
    for (const [, close, name, selfClosing] of xml.matchAll(/<(\/?)([a-z:]+)[^>]*?(\/?)>/g)) {
      if (selfClosing) continue;
      if (close) expect(stack.pop()).toBe(name);
      else stack.push(name!);
    }
    expect(stack).toEqual([]);
    expect(xml.replace(/&(amp|lt|gt|quot|apos);/g, '')).not.toMatch(/&/);
  });

  it('escapes what data puts in a URL', () => {
    const { xml } = sitemapXml(ORIGIN, [{ path: `/blog/<x>&"'` }]);
    expect(xml).not.toMatch(/<x>|"'/);
    expect(xml).toContain(`<loc>${ORIGIN}/blog/%3Cx%3E&amp;%22&apos;?ltype=1</loc>`);
  });

  it('writes lastmod only for a usable date: a date, an instant in UTC, the day of a zone-less time', () => {
    expect(lastmodOf('2026-03-04')).toBe('2026-03-04');
    expect(lastmodOf('2026-03-04T10:20:30-05:00')).toBe('2026-03-04T15:20:30Z');
    expect(lastmodOf('2026-03-04T23:20:30.123Z')).toBe('2026-03-04T23:20:30Z');
    expect(lastmodOf('2026-03-04 23:20:30')).toBe('2026-03-04');
    for (const bad of [null, undefined, '', 'yesterday', '2026-13-45', '04/03/2026'])
      expect(lastmodOf(bad)).toBeNull();
    const { xml } = sitemapXml(ORIGIN, [
      { path: '/a', lastmod: 'soon' },
      { path: '/b', lastmod: '2026-01-02' },
    ]);
    expect(xml.match(/<lastmod>/g)).toHaveLength(2);
    expect(xml).toContain('<lastmod>2026-01-02</lastmod>');
  });

  it('keeps within the limits: whole pages in order, the rest counted; a repeated path once', () => {
    const pages = Array.from({ length: 10 }, (_, i) => ({ path: `/listing/${i}` }));
    const byUrls = sitemapXml(ORIGIN, [...pages, { path: '/listing/0' }], { urls: 7, bytes: 1e9 });
    expect(byUrls.count).toBe(6);
    expect(byUrls.dropped).toBe(7);
    expect(byUrls.xml).toContain('/listing/2?ltype=0');
    expect(byUrls.xml).not.toContain('/listing/3');
    const one = sitemapXml(ORIGIN, pages.slice(0, 1)).xml.length;
    const bySize = sitemapXml(ORIGIN, pages, { urls: 1e6, bytes: one * 2 });
    expect(Buffer.byteLength(bySize.xml)).toBeLessThanOrEqual(one * 2);
    expect(bySize.count).toBeGreaterThan(0);
    expect(bySize.count + bySize.dropped * 2).toBe(20);
  });

  it("holds the protocol's 50,000 URLs by default", () => {
    const pages = Array.from({ length: 25_010 }, (_, i) => ({ path: `/listing/${i}` }));
    const { count, dropped } = sitemapXml(ORIGIN, pages);
    expect(count).toBe(50_000);
    expect(dropped).toBe(10);
  });
});
