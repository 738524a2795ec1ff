/** @jest-environment node */
import { headTagsHtml } from '@hearth/shared/head';
import { fallbackHead } from './fallback-head';

const page = { locale: 'en', siteName: 'Lily Chen | Toronto Homes', productName: 'Hearth' } as const;

describe("the head of a page the server did not render (clientOnly, an owner's failure)", () => {
  it('is noindex on a hybrid page, without canonical, alternates or og:url', () => {
    const html = headTagsHtml(
      fallbackHead(
        { origin: 'https://lily.example.com', pathname: '/hybrid/marketing/trend', search: '?fjjUserId=7' },
        { ...page, hybrid: true },
      ),
    );
    expect(html).toContain('name="robots" content="noindex"');
    expect(html).not.toContain('rel="canonical"');
    expect(html).not.toContain('og:url');
    expect(html).not.toContain('fjjUserId');
  });

  it("is the defaults on a public page: the site's title, canonical, alternates and og:url in the page's language", () => {
    const head = fallbackHead(
      {
        origin: 'https://lily.example.com',
        pathname: '/community-markettrend',
        search: '?ltype=0&utm_source=x',
      },
      { ...page, locale: 'zh-CN', hybrid: false },
    );
    expect(head).toMatchObject({
      title: 'Lily Chen | Toronto Homes',
      noindex: false,
      canonical: 'https://lily.example.com/community-markettrend?ltype=0',
    });
    expect(headTagsHtml(head)).toContain(
      'property="og:url" content="https://lily.example.com/community-markettrend?ltype=0"',
    );
  });
});
