import { NewsInfoQuerySchema } from '@hearth/shared/contracts/newsApi';
import { findNews } from '../../db/queries/content-pages';
import type { App, AppDeps } from '../../http/deps';
import { fail, ok, parseWith, queryOf } from '../../http/respond';
import { newsWire } from './news-wire';

/** GET /news/new/{product}NewsInfo?ltype=&type={source}&id= : one news item; unknown → code 404. */
export function mountNewsInfo(app: App, deps: AppDeps): void {
  app.get('/news/new/:endpoint{[A-Za-z0-9]+NewsInfo}', async (c) => {
    const q = parseWith(NewsInfoQuerySchema, queryOf(c));
    const row = await findNews(deps.db, q.ltype, q.type, q.id);
    return row ? ok(c, newsWire(deps, row)) : fail(c, 404, `No news ${q.type}/${q.id}`);
  });
}
