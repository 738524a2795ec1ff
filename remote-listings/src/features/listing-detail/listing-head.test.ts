import type { QueryClient } from '@tanstack/react-query';
import { headFor, headTagsHtml, type RouteHeadContext } from '@hearth/shared/head';
import { addTranslations, initI18n, loadTranslations } from '@hearth/shared';
import { createTestQueryClient, routeHeadContext } from '@hearth/shared/testing';
import { listingDetailQuery } from './api/query-hou-by-id';
import { listingDetailHead } from './listing-head';
import { translations, LISTINGS_NS } from '../../i18n/translations';
import { HOSTILE_ADDRESS as HOSTILE, hostileDetail as detail } from '../../components/listing-detail-fixture';

const cacheOnly = createTestQueryClient;

beforeAll(async () => {
  await initI18n('en');
  await addTranslations(translations);
  await loadTranslations('zh-CN'); // the Chinese heads too
});

function context(queryClient: QueryClient, locale: 'en' | 'zh-CN' = 'en'): RouteHeadContext {
  return routeHeadContext(LISTINGS_NS, { params: { id: 'treb-C4200001' }, locale, queryClient });
}

describe('listingDetailHead', () => {
  it('reads the detail the prefetch cached: description, first photo, JSON-LD; escaped in HTML', () => {
    const queryClient = cacheOnly();
    queryClient.setQueryData(listingDetailQuery('treb-C4200001').queryKey, detail);
    const input = listingDetailHead(context(queryClient));
    expect(input.description).toBe(
      `${HOSTILE}, listed at $1,899,000: 4 bedrooms, 3 bathrooms. Photos, rooms, schools and costs.`,
    );
    expect(input.image).toBe('https://cdn.example.com/1.jpg');
    const html = headTagsHtml(
      headFor(input, {
        origin: 'https://lily.example.com',
        pathname: '/listing/treb-C4200001',
        search: '',
        locale: 'en',
        siteName: null,
        productName: null,
      }),
    );
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html).not.toContain('<script>alert(1)');
    expect(html).toContain(
      '1 &quot;Main&quot; St &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;, Toronto',
    );
  });

  it('describes the listing in Chinese on a Chinese page', () => {
    const queryClient = cacheOnly();
    queryClient.setQueryData(listingDetailQuery('treb-C4200001').queryKey, detail);
    expect(listingDetailHead(context(queryClient, 'zh-CN')).description).toBe(
      `${HOSTILE}，挂牌价 $1,899,000：4 间卧室，3 间浴室。查看照片、房间、学校和费用。`,
    );
  });

  it('gives the defaults before the detail arrives', () => {
    expect(listingDetailHead(context(cacheOnly()))).toEqual({
      description: 'A property listing with its photos, price, rooms, nearby schools and costs.',
    });
  });
});
