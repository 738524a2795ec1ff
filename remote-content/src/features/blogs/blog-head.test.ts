import * as v from 'valibot';
import { QueryClient } from '@tanstack/react-query';
import { BlogDetailSchema } from '@hearth/shared/contracts/blogService';
import { headFor, headTagsHtml, type RouteHeadContext } from '@hearth/shared/head';
import { blogDetailQuery } from './api/blog-detail';
import { blogDetailHead, blogPostingJsonLd } from './blog-head';

const cacheOnly = () => new QueryClient({ defaultOptions: { queries: { gcTime: Infinity } } });

const HOSTILE_TITLE = 'Rates </script><script>alert(1)</script> & "you"';

const article = v.parse(BlogDetailSchema, {
  id: 3,
  title: HOSTILE_TITLE,
  detail: '<p>Fees &amp; taxes</p><script>alert(2)</script>',
  images: 'https://files.example.com/blogs/3.svg',
  updatedAt: '2026-11-01 10:00:00',
  userId: 1001,
});

const context = (queryClient: QueryClient, blogid = '3'): RouteHeadContext => ({
  params: { blogid },
  search: new URLSearchParams(),
  origin: 'https://lily.example.com',
  locale: 'en',
  t: (key) => key,
  queryClient,
  site: { mode: 'agent', agent: null },
});

const request = {
  origin: 'https://lily.example.com',
  pathname: '/blog/3',
  search: '',
  locale: 'en' as const,
  siteName: 'Lily Chen',
  productName: null,
};

describe('blogPostingJsonLd', () => {
  it("is a BlogPosting: headline, cover, the body's text, when it changed", () => {
    expect(blogPostingJsonLd(article)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: HOSTILE_TITLE,
      image: 'https://files.example.com/blogs/3.svg',
      description: 'Fees & taxes',
      dateModified: '2026-11-01T10:00:00',
    });
  });

  it('leaves out what a minimal article lacks', () => {
    expect(blogPostingJsonLd(v.parse(BlogDetailSchema, { id: 4, title: 'T' }))).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: 'T',
    });
  });
});

describe('blogDetailHead', () => {
  it('an article: og:type article, the cover as og:image, the JSON-LD; all escaped in HTML', () => {
    const queryClient = cacheOnly();
    queryClient.setQueryData(blogDetailQuery('3').queryKey, article);
    const html = headTagsHtml(headFor(blogDetailHead(context(queryClient)), request));
    expect(html).toContain('property="og:type" content="article"');
    expect(html).toContain('property="og:image" content="https://files.example.com/blogs/3.svg"');
    expect(html).toContain('name="description" content="Fees &amp; taxes"');
    expect(html).toContain('"@type":"BlogPosting"');
    // The article's JSON-LD and the trail's (BreadcrumbList), nothing else.
    expect(html.match(/<script/g)).toHaveLength(2);
    expect(html).toContain('"@type":"BreadcrumbList"');
    expect(html).not.toContain('<script>alert');
  });

  it("an article's own title is its link preview's; the document title stays the route's (spec)", () => {
    const queryClient = cacheOnly();
    queryClient.setQueryData(blogDetailQuery('3').queryKey, article);
    const head = headFor({ ...blogDetailHead(context(queryClient)), title: 'Blog' }, request);
    expect(head.title).toBe('Blog');
    expect(head.previewTitle).toBe(HOSTILE_TITLE);
    const html = headTagsHtml(head);
    expect(html).toContain('property="og:title" content="Rates &lt;/script&gt;');
    expect(html).not.toContain('<script>alert');
  });

  it('an article that does not exist, or an id that is not one: noindex', () => {
    const queryClient = cacheOnly();
    queryClient.setQueryData(blogDetailQuery('3').queryKey, null);
    expect(blogDetailHead(context(queryClient))).toEqual({ noindex: true });
    expect(blogDetailHead(context(queryClient, 'abc'))).toEqual({ noindex: true });
  });

  it('before the article arrives: an article with the defaults', () => {
    expect(blogDetailHead(context(cacheOnly()))).toEqual({
      type: 'article',
      jsonLd: [expect.objectContaining({ '@type': 'BreadcrumbList' })],
    });
  });
});
