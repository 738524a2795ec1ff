import { NewsPopularBodySchema } from '@hearth/shared/contracts/newsApi';
import { popularNews } from '../../db/queries/content-pages';
import type { App, AppDeps } from '../../http/deps';
import { ok, parseWith } from '../../http/respond';
import { newsWire } from './news-wire';

/** POST form /news/new/selectPopular{product}News {ltype, count}: the most-read news, most read first. */
export function mountNewsPopular(app: App, deps: AppDeps): void {
  app.post('/news/new/:endpoint{selectPopular[A-Za-z0-9]+News}', async (c) => {
    const body = parseWith(NewsPopularBodySchema, await c.req.parseBody());
    const rows = await popularNews(deps.db, body.ltype, body.count);
    return ok(
      c,
      rows.map((n) => newsWire(deps, n)),
    );
  });
}
