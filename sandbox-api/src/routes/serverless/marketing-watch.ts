import { MarketingWatchQuerySchema, type MarketingWatch } from '@hearth/shared/contracts/serverless';
import { marketingImages } from '../../db/queries/content';
import { fileUrl, type App, type AppDeps } from '../../http/deps';
import { ok, parseWith, queryOf } from '../../http/respond';

/** GET /serverless/marketing/client/home/marketing_watch?ltype= (1 English, else Chinese). */
export function mountMarketingWatch(app: App, deps: AppDeps): void {
  app.get('/serverless/marketing/client/home/marketing_watch', async (c) => {
    const q = parseWith(MarketingWatchQuerySchema, queryOf(c));
    const names = await marketingImages(deps.db, q.ltype);
    const data: MarketingWatch = {
      contentImages: names.map((n) => fileUrl(deps, `marketing/${n}.svg`)).join('|'),
      video: {
        webm: fileUrl(deps, 'marketing/watch.webm'),
        mp4: fileUrl(deps, 'marketing/watch.mp4'),
        poster: fileUrl(deps, 'marketing/watch-poster.png'),
      },
    };
    return ok(c, data);
  });
}
