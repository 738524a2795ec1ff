import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { cors } from 'hono/cors';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { sandboxAuth, sandboxControl, sandboxPublicUrl, sandboxTrustProxy } from './config';
import { resetDb, type Db } from './db/open-db';
import { mountFiles } from './files/mount-files';
import { mountAuthCodeLookup, requireAppAuth } from './http/auth';
import { controlGate } from './http/control-gate';
import type { AppDeps } from './http/deps';
import { FaultStore, faultMiddleware, mountSandboxControl } from './http/faults';
import { isBadInputDbError, limitBody, rejectNul } from './http/input-guard';
import { localOrigin } from './http/local-origin';
import { currentPublicUrl, publicUrlMiddleware } from './http/public-url';
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
import { mountCouponDetail } from './routes/coupon/coupon-detail';
import { mountOrderAdd } from './routes/trade/order-add';
import { mountTransactionAdd } from './routes/trade/transaction-add';
import { mountPaymentPage } from './routes/trade/payment-page';
import { mountMyCoupons } from './routes/coupon/my-coupons';
import { mountInstanceUsing } from './routes/coupon/instance-using';
import { mountSendMobileCode } from './routes/cmis/send-mobile-code';
import { mountPersonalInfo } from './routes/cmis/personal-info';
import { mountCreateLead } from './routes/leadCreation/create-lead';
import { mountMarketingWatch } from './routes/serverless/marketing-watch';
import { mountDailyListings } from './routes/cmis/daily-listings';
import { mountDailyReportImages } from './routes/files/daily-report-images';
import { mountFindCityByProvince } from './routes/selection/find-city-by-province';
import { mountFindCommunityByCity } from './routes/selection/find-community-by-city';
import { mountFindQuotations } from './routes/quotation/find-quotations';
import { mountCommunityEpic } from './routes/analysisService/community-epic';
import { mountGetDetailById } from './routes/blogService/get-detail-by-id';
import { mountSelectRecommendByAgentId } from './routes/cmis/select-recommend-by-agent-id';
import { mountNewsList } from './routes/newsApi/news-list';
import { mountNewsPopular } from './routes/newsApi/news-popular';
import { mountNewsInfo } from './routes/newsApi/news-info';
import { mountBatchSend } from './routes/messagingQueue/batch-send';
import { mountVideoCaptions } from './routes/files/video-captions';
import { mountAccountingReport } from './routes/vendorService/accounting-report';
import { mountOrderDetail } from './routes/vendorService/order-detail';
import { mountReceiveOrder } from './routes/vendorService/receive-order-detail';
import { mountCustomerComplain } from './routes/vendorService/customer-complain';
import { mountOrderRenew } from './routes/vendorService/order-renew';
import { mountInvoicingPage } from './routes/vendorService/invoicing-page';
import { mountVendorSandboxControl } from './routes/vendorService/vendor-sandbox-control';
import { mountQueryHouById } from './routes/cmis/query-hou-by-id';
import { mountToChinese } from './routes/translation/to-chinese';
import { mountAgentInfosByHouseId } from './routes/houseRecommend/get-agent-infos-by-house-id';
import { mountListLeads } from './routes/leadCreation/list-leads';
import { mountShareList } from './routes/cmis/share-list';
import { mountGooglePlaces } from './routes/analysisService/google-places';
import { mountWechatSignature } from './routes/cmis/wechat-signature';
import { mountVendorSdkStandins } from './routes/sdk/vendor-sdk-standins';
import { mountQueryHouCondition } from './routes/cmis/query-hou-condition';

export interface CreateAppOptions {
  /** Origin used in absolute URLs; default: env SANDBOX_PUBLIC_URL read per request. */
  publicUrl?: string;
  /**
   * Trust a reverse proxy: X-Forwarded-Proto/-Host/-Prefix of a request decide its public URL; default: env
   * SANDBOX_TRUST_PROXY read per request.
   */
  trustProxy?: boolean;
  faults?: FaultStore;
  /** The /__sandbox control routes answer (health always does); default: env SANDBOX_CONTROL read per request. */
  control?: boolean;
  /** The user-scoped calls require `Authorization: Bearer <appAuthCode>`; default: env SANDBOX_AUTH per request. */
  auth?: boolean;
}

/** The sandbox HTTP app over an open database (use `app.request()` in tests, or serve it). */
export function createApp(db: Db, options: CreateAppOptions = {}): Hono {
  const app = new Hono();
  const configuredUrl = () => (options.publicUrl ?? sandboxPublicUrl()).replace(/\/+$/, '');
  const deps: AppDeps = { db, publicUrl: () => currentPublicUrl() ?? configuredUrl() };
  const faults = options.faults ?? new FaultStore();

  app.use(
    '*',
    publicUrlMiddleware(configuredUrl, () => options.trustProxy ?? sandboxTrustProxy()),
  );

  app.use(
    '*',
    cors({
      // Only local pages (loopback, *.localhost) may read the answers; others get no CORS header.
      origin: (origin) => localOrigin(origin),
      credentials: true,
      maxAge: 600,
      exposeHeaders: ['Content-Range'],
    }),
  );
  // Like the real services behind a CDN: JSON and SVG answers are compressed when the client accepts it.
  app.use('*', compress());
  app.use('*', limitBody());
  app.use('*', rejectNul());
  app.use(
    '/__sandbox/*',
    controlGate(() => options.control ?? sandboxControl()),
  );
  mountSandboxControl(app, faults);
  mountAuthCodeLookup(app);
  app.post('/__sandbox/reset', async (c) => {
    await resetDb(db);
    return c.json({ ok: true });
  });
  app.use('*', faultMiddleware(faults));
  app.use(
    '*',
    requireAppAuth(db, () => options.auth ?? sandboxAuth()),
  );

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
    mountCouponDetail,
    mountOrderAdd,
    mountTransactionAdd,
    mountPaymentPage,
    mountMyCoupons,
    mountInstanceUsing,
    mountSendMobileCode,
    mountPersonalInfo,
    mountAccountingReport,
    mountOrderDetail,
    mountReceiveOrder,
    mountCustomerComplain,
    mountOrderRenew,
    mountInvoicingPage,
    mountVendorSandboxControl,
    mountMarketingWatch,
    mountDailyListings,
    mountDailyReportImages,
    mountFindCityByProvince,
    mountFindCommunityByCity,
    mountFindQuotations,
    mountCommunityEpic,
    mountGetDetailById,
    mountSelectRecommendByAgentId,
    mountNewsList,
    mountNewsPopular,
    mountNewsInfo,
    mountBatchSend,
    mountVideoCaptions,
    mountQueryHouById,
    mountToChinese,
    mountAgentInfosByHouseId,
    mountListLeads,
    mountShareList,
    mountGooglePlaces,
    mountWechatSignature,
    mountVendorSdkStandins,
    mountQueryHouCondition,
    mountFiles,
  ]) {
    mount(app, deps);
  }

  app.notFound((c) => c.json(errorBody(c.req.path, 404, `Not Found: ${c.req.method} ${c.req.path}`), 404));
  app.onError((err, c) => {
    if (err instanceof BadRequest) return c.json(errorBody(c.req.path, 400, err.message), 400);
    if (err instanceof Error && isBadInputDbError(err))
      return c.json(errorBody(c.req.path, 400, `Bad input: ${err.message}`), 400);
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
