import type { JsonLd, RouteHeadContext } from '@hearth/shared/head';
import { newsTrail, trailJsonLd } from '../../components/trails';
import { newsInfoQuery } from './api/news-info';

/**
 * /news-detail/{source}/{newsid}'s visible trail (Home › News › the item, as the page shows it) as a
 * `BreadcrumbList` (ADR 0032), the item's title from the answer the route's prefetch cached.
 */
export function newsDetailBreadcrumb(context: RouteHeadContext, productName: string): JsonLd {
  const { params, queryClient, t } = context;
  const query = newsInfoQuery({ productName, source: params.source ?? '', id: params.newsid ?? '' });
  const item = queryClient.getQueryData(query.queryKey);
  return trailJsonLd(newsTrail(t, item?.title ?? t('news.detailTitle')), context);
}
