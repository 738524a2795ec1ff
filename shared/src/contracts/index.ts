/** Valibot contracts of the backend endpoints (pure valibot: shared by browsers and node). */
export { codeEnvelope, errorCodeEnvelope, pagedCodeEnvelope, LooseText } from './envelope';
export { intParam, LtypeParam, BoolParam, NonEmpty, IdParam, UtcDateTime, IsoDate, AbsoluteUrl, type Ltype } from './params';

// cmis
export * from './cmis/get-agent-profile';
export * from './cmis/get-user-info';
export * from './cmis/channel-house-list';
export * from './cmis/blog-page-list';
export * from './cmis/login-signin';
export * from './cmis/register';
export * from './cmis/login-uid';
// analysisService
export * from './analysisService/nlp-chinese';
// leadCreation
export * from './leadCreation/create-lead';
// coupon
export * from './coupon/coupon-list';
// vendorService
export * from './vendorService/accounting-report';
export * from './vendorService/order-detail';
export * from './vendorService/renew-order-detail';
// serverless
export * from './serverless/marketing-watch';
