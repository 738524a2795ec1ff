import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { cors } from 'hono/cors';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { sandboxPublicUrl } from './config';
import { resetDb, type Db } from './db/open-db';
import { mountFiles } from './files/mount-files';
import type { AppDeps } from './http/deps';
import { FaultStore, faultMiddleware, mountSandboxControl } from './http/faults';
import { BadRequest, errorBody } from './http/respond';
import { mountNlpChinese } from './routes/analysisService/nlp-chinese';
import { mountBlogPageList } from './routes/cmis/blog-page-list';
import { mountChannelHouseList } from './routes/cmis/channel-house-list';
import { mountGetAgentProfile } from './routes/cmis/get-agent-profile';
import { mountGetUserInfo } from './routes/cmis/get-user-info';
import { mountLoginSignin } from './routes/cmis/login-signin';
import { mountLoginUid } from './routes/cmis/login-uid';
import { mountRegister } from './routes/cmis/register';
import { mountCouponList } from './routes/coupon/coupon-list';
import { mountCreateLead } from './routes/leadCreation/create-lead';
import { mountMarketingWatch } from './routes/serverless/marketing-watch';
import { mountAccountingReport } from './routes/vendorService/accounting-report';
import { mountOrderDetail } from './routes/vendorService/order-detail';

export interface CreateAppOptions {
  /** Origin used in absolute URLs; default: env SANDBOX_PUBLIC_URL read per request. */
  publicUrl?: string;
  faults?: FaultStore;
}

/** The sandbox HTTP app over an open database (use `app.request()` in tests, or serve it). */
export function createApp(db: Db, options: CreateAppOptions = {}): Hono {
  const app = new Hono();
  const deps: AppDeps = {
    db,
    publicUrl: () => (options.publicUrl ?? sandboxPublicUrl()).replace(/\/+$/, ''),
  };
  const faults = options.faults ?? new FaultStore();

  app.use(
    '*',
    cors({
      origin: (origin) => origin || '*',
      credentials: true,
      maxAge: 600,
      exposeHeaders: ['Content-Range'],
    }),
  );
  // Like the real services behind a CDN: JSON and SVG answers are compressed when the client accepts it.
  app.use('*', compress());
  mountSandboxControl(app, faults);
  app.post('/__sandbox/reset', async (c) => {
    await resetDb(db);
    return c.json({ ok: true });
  });
  app.use('*', faultMiddleware(faults));

  for (const mount of [
    mountGetAgentProfile,
    mountGetUserInfo,
    mountChannelHouseList,
    mountBlogPageList,
    mountLoginSignin,
    mountRegister,
    mountLoginUid,
    mountNlpChinese,
    mountCreateLead,
    mountCouponList,
    mountAccountingReport,
    mountOrderDetail,
    mountMarketingWatch,
    mountFiles,
  ]) {
    mount(app, deps);
  }

  app.notFound((c) => c.json(errorBody(c.req.path, 404, `Not Found: ${c.req.method} ${c.req.path}`), 404));
  app.onError((err, c) => {
    if (err instanceof BadRequest) return c.json(errorBody(c.req.path, 400, err.message), 400);
    if (err instanceof HTTPException) {
      return c.json(
        errorBody(c.req.path, err.status, err.message || 'HTTP error'),
        err.status as ContentfulStatusCode,
      );
    }
    console.error(`[sandbox-api] ${c.req.method} ${c.req.path} failed:`, err);
    return c.json(errorBody(c.req.path, 500, 'Internal Server Error'), 500);
  });
  return app;
}
