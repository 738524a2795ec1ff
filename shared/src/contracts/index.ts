/** Valibot contracts of the backend endpoints (pure valibot: shared by browsers and node). Named re-exports only. */
export { codeEnvelope, errorCodeEnvelope, pagedCodeEnvelope, LooseText } from './envelope';
export {
  intParam,
  LtypeParam,
  BoolParam,
  NonEmpty,
  IdParam,
  UtcDateTime,
  IsoDate,
  AbsoluteUrl,
  type Ltype,
} from './params';
// cmis
export {
  GetAgentProfileQuerySchema,
  AgentProfileSchema,
  GetAgentProfileResponseSchema,
  type GetAgentProfileQuery,
  type AgentProfile,
  type GetAgentProfileResponse,
} from './cmis/get-agent-profile';
export {
  GetUserInfoQuerySchema,
  HomeTemplateSchema,
  StoreInfoSchema,
  AgentInfoSchema,
  GetUserInfoResponseSchema,
  type GetUserInfoQuery,
  type HomeTemplate,
  type StoreInfo,
  type AgentInfo,
  type GetUserInfoResponse,
} from './cmis/get-user-info';
export {
  ChannelHouseListQuerySchema,
  ListingTypeSchema,
  ListingSummarySchema,
  ChannelHouseListResponseSchema,
  type ChannelHouseListQuery,
  type ListingSummary,
  type ChannelHouseListResponse,
} from './cmis/channel-house-list';
export {
  BlogPageListQuerySchema,
  BlogListItemSchema,
  BlogPageListResponseSchema,
  type BlogPageListQuery,
  type BlogListItem,
  type BlogPageListResponse,
} from './cmis/blog-page-list';
export {
  LoginSigninBodySchema,
  ClientLoginSchema,
  LoginSigninResponseSchema,
  type LoginSigninBody,
  type ClientLogin,
  type LoginSigninResponse,
} from './cmis/login-signin';
export {
  RegisterBodySchema,
  RegisteredClientSchema,
  RegisterResponseSchema,
  REGISTER_EMAIL_USED,
  type RegisterBody,
  type RegisteredClient,
  type RegisterResponse,
} from './cmis/register';
export {
  LoginUidBodySchema,
  UserInfoSchema,
  LoginUidResponseSchema,
  type LoginUidBody,
  type UserInfo,
  type LoginUidResponse,
} from './cmis/login-uid';
// analysisService
export {
  NlpChineseBodySchema,
  NlpTypeSchema,
  NLP_PROPER_NAME_TYPES,
  NlpEntrySchema,
  NlpResultSchema,
  NlpChineseResponseSchema,
  type NlpChineseBody,
  type NlpType,
  type NlpEntry,
  type NlpResult,
  type NlpChineseResponse,
} from './analysisService/nlp-chinese';
// leadCreation
export {
  LeadPayloadSchema,
  CreateLeadBodySchema,
  CreatedLeadSchema,
  CreateLeadResponseSchema,
  type LeadPayload,
  type CreateLeadBody,
  type CreateLeadResponse,
} from './leadCreation/create-lead';
// coupon
export {
  COUPON_STATUS,
  CouponListQuerySchema,
  CouponCategorySchema,
  COUPON_CATEGORY,
  CouponListItemSchema,
  CouponListSchema,
  CouponListResponseSchema,
  type CouponListQuery,
  type CouponListItem,
  type CouponListResponse,
} from './coupon/coupon-list';
// vendorService
export {
  AccountingReportQuerySchema,
  InvoiceTypeSchema,
  InvoiceItemSchema,
  BreakdownKeySchema,
  BillBreakdownSchema,
  AccountingReportSchema,
  AccountingReportResponseSchema,
  type AccountingReportQuery,
  type InvoiceType,
  type InvoiceItem,
  type BreakdownKey,
  type BillBreakdown,
  type AccountingReport,
  type AccountingReportResponse,
} from './vendorService/accounting-report';
export {
  OrderDetailQuerySchema,
  OrderDetailSchema,
  OrderDetailResponseSchema,
  type OrderDetailQuery,
  type OrderDetail,
  type OrderDetailResponse,
} from './vendorService/order-detail';
export {
  PaymentTermSchema,
  SaleOrderLineSchema,
  ClientInvoiceSchema,
  RenewOrderDetailSchema,
  RenewOrderDetailResponseSchema,
  type PaymentTerm,
  type SaleOrderLine,
  type ClientInvoice,
  type RenewOrderDetail,
  type RenewOrderDetailResponse,
} from './vendorService/renew-order-detail';
// serverless
export {
  MarketingWatchQuerySchema,
  MarketingWatchSchema,
  MarketingWatchResponseSchema,
  type MarketingWatchQuery,
  type MarketingWatch,
  type MarketingWatchResponse,
} from './serverless/marketing-watch';
