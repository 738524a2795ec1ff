import * as v from 'valibot';
import { QueryClient } from '@tanstack/react-query';
import { NewsItemSchema } from '@hearth/shared/contracts/newsApi';
import { headFor, headTagsHtml, type RouteHeadContext } from '@hearth/shared/head';
import { newsItemQuery } from './api/news-info';
import { newsArticleJsonLd, newsDetailHead } from './news-head';

const cacheOnly = () => new QueryClient({ defaultOptions: { queries: { gcTime: Infinity } } });

const item = v.parse(NewsItemSchema, {
  id: 502,
  title: 'Bank of Canada holds </script>',
  source: 'hearth',
  images: 'https://files.example.com/news/502.svg',
  detail: '<p>Rates &amp; more</p><img src="x" onerror="alert(1)">',
  createdat: '2026-11-19 14:00:00',
  customized_author_name: 'Hearth Research',
});

const params = { source: 'hearth', newsid: '502' };
const context = (queryClient: QueryClient): RouteHeadContext => ({
  params,
  search: new URLSearchParams(),
  origin: 'https://lily.example.com',
  locale: 'zh-CN',
  t: (key) => key,
  queryClient,
  site: { mode: 'www', agent: null },
});

describe('newsArticleJsonLd', () => {
  it("is a NewsArticle: headline, picture, the body's text, publication date, byline", () => {
    expect(newsArticleJsonLd(item)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'NewsArticle',
      headline: 'Bank of Canada holds </script>',
      image: 'https://files.example.com/news/502.svg',
      description: 'Rates & more',
      datePublished: '2026-11-19T14:00:00',
      author: { '@type': 'Person', name: 'Hearth Research' },
    });
  });

  it('leaves out what a minimal item lacks', () => {
    expect(newsArticleJsonLd(v.parse(NewsItemSchema, { id: 1, title: 'T', source: 'hearth' }))).toEqual({
      '@context': 'https://schema.org',
      '@type': 'NewsArticle',
      headline: 'T',
    });
  });
});

describe('newsDetailHead', () => {
  it('an item: og:type article, its picture, the JSON-LD as a data block that no value can close', () => {
    const queryClient = cacheOnly();
    queryClient.setQueryData(newsItemQuery(params).queryKey, item);
    const html = headTagsHtml(
      headFor(newsDetailHead(context(queryClient)), {
        origin: 'https://www.example.com',
        pathname: '/news-detail/hearth/502',
        search: '',
        locale: 'zh-CN',
        siteName: null,
        productName: 'Hearth',
      }),
    );
    expect(html).toContain('property="og:type" content="article"');
    expect(html).toContain('property="og:image" content="https://files.example.com/news/502.svg"');
    expect(html).toContain('"@type":"NewsArticle"');
    expect(html).not.toContain('holds </script>');
    // The article's JSON-LD and the trail's (BreadcrumbList), nothing else.
    expect(html.match(/<script/g)).toHaveLength(2);
    expect(html).toContain('"@type":"BreadcrumbList"');
  });

  it('an item that does not exist: noindex; before it arrives: an article with the defaults', () => {
    const queryClient = cacheOnly();
    expect(newsDetailHead(context(queryClient))).toEqual({
      type: 'article',
      jsonLd: [expect.objectContaining({ '@type': 'BreadcrumbList' })],
    });
    queryClient.setQueryData(newsItemQuery(params).queryKey, null);
    expect(newsDetailHead(context(queryClient))).toEqual({ noindex: true });
  });
});
