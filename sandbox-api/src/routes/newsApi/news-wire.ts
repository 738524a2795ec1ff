import type { NewsItemInput } from '@hearth/shared/contracts/newsApi';
import type { NewsRow } from '../../db/queries/content-pages';
import { fileUrl, type AppDeps } from '../../http/deps';

/** A news row in the wire shape (createdat as text, createdatStr as the date). */
export function newsWire(deps: AppDeps, n: NewsRow): NewsItemInput {
  return {
    id: n.id,
    title: n.title,
    source: n.source,
    images: n.image_name ? fileUrl(deps, `blogs/${n.image_name}.svg`) : '',
    detail: n.detail,
    createdat: n.created_at,
    createdatStr: n.created_at.slice(0, 10),
    customized_author_name: n.author,
    browseCount: n.browse_count,
    category: [n.category],
  };
}

/** The product's news endpoints are named after it: `{product}WebNewsList` etc. (any product name). */
export const PRODUCT_NAME = /^[A-Za-z0-9]+$/;
