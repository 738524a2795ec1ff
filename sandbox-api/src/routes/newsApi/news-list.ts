import { NewsListBodySchema } from '@hearth/shared/contracts/newsApi';
import { pageNews } from '../../db/queries/content-pages';
import { totalPages } from '../../db/queries/paging';
import type { App, AppDeps } from '../../http/deps';
import { parseWith } from '../../http/respond';
import { newsWire, PRODUCT_NAME } from './news-wire';

/** "hearth web real estate" → "real estate"; "all" (or an unknown channel shape) → every category. */
export function categoryOfChannel(channelName: string): string | null {
  const m = /^\S+ web (.+)$/i.exec(channelName.trim());
  return m ? m[1]!.trim() : null;
}

/** POST form /news/new/{product}WebNewsList {ltype, pageNum, pageSize, channelName}. */
export function mountNewsList(app: App, deps: AppDeps): void {
  app.post('/news/new/:endpoint{[A-Za-z0-9]+WebNewsList}', async (c, next) => {
    const product = c.req.param('endpoint').replace(/WebNewsList$/, '');
    if (!PRODUCT_NAME.test(product)) return next();
    const body = parseWith(NewsListBodySchema, await c.req.parseBody());
    const page = await pageNews(deps.db, {
      ltype: body.ltype,
      category: categoryOfChannel(body.channelName),
      pageNum: body.pageNum,
      pageSize: body.pageSize,
    });
    return c.json({
      code: 200,
      msg: 'success',
      data: page.rows.map((n) => newsWire(deps, n)),
      pageNo: body.pageNum,
      totalPage: totalPages(page.total, body.pageSize),
      totalRecord: page.total,
    });
  });
}
