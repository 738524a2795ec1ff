/** Valibot contracts of the backend endpoints (pure valibot: shared by browsers and node). Named re-exports only. */
export { codeEnvelope, errorCodeEnvelope, pagedCodeEnvelope, LooseText, CodeSchema } from './envelope';
export {
  CONTRACT_DROPPED_HOOK,
  reportDroppedItem,
  tolerantList,
  optionalList,
  maybe,
  NumberLike,
  IntegerLike,
  Id,
  wireId,
  Text,
  Flag,
  PictureUrl,
  pictureList,
  DateTimeText,
  normaliseDateTime,
  looseEnum,
  looseNumberEnum,
  type ContractDroppedItem,
  type ContractDroppedHook,
  type DroppedItemIssue,
  type TypedSchema,
} from './tolerant';
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
  type AgentProfileInput,
  type GetAgentProfileResponse,
} from './cmis/get-agent-profile';
export {
  GetUserInfoQuerySchema,
  HOME_TEMPLATES,
  HomeTemplateSchema,
  StoreInfoSchema,
  AgentInfoSchema,
  GetUserInfoResponseSchema,
  type GetUserInfoQuery,
  type HomeTemplate,
  type StoreInfo,
  type AgentInfo,
  type AgentInfoInput,
  type GetUserInfoResponse,
} from './cmis/get-user-info';
export {
  ChannelHouseListQuerySchema,
  LISTING_TYPES,
  ListingTypeSchema,
  ListingSummarySchema,
  ChannelHouseListResponseSchema,
  type ChannelHouseListQuery,
  type ListingType,
  type ListingSummary,
  type ListingSummaryInput,
  type ChannelHouseListResponse,
} from './cmis/channel-house-list';
export {
  BlogPageListQuerySchema,
  BlogListItemSchema,
  BlogPageListResponseSchema,
  type BlogPageListQuery,
  type BlogListItem,
  type BlogListItemInput,
  type BlogPageListResponse,
} from './cmis/blog-page-list';
export {
  LoginSigninBodySchema,
  ClientLoginSchema,
  LoginSigninResponseSchema,
  type LoginSigninBody,
  type ClientLogin,
  type ClientLoginInput,
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
  type UserInfoInput,
  type LoginUidResponse,
} from './cmis/login-uid';
// analysisService
export {
  NlpChineseBodySchema,
  NLP_TYPES,
  NlpTypeSchema,
  NLP_PROPER_NAME_TYPES,
  NlpEntrySchema,
  NlpResultSchema,
  NlpChineseResponseSchema,
  type NlpChineseBody,
  type NlpType,
  type NlpEntry,
  type NlpEntryInput,
  type NlpResult,
  type NlpResultInput,
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
  type CreatedLead,
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
  type CouponCategory,
  type CouponListItem,
  type CouponListItemInput,
  type CouponList,
  type CouponListResponse,
} from './coupon/coupon-list';
// vendorService
export {
  AccountingReportQuerySchema,
  INVOICE_TYPES,
  InvoiceTypeSchema,
  InvoiceItemSchema,
  BREAKDOWN_KEYS,
  BreakdownKeySchema,
  BillBreakdownSchema,
  AccountingReportSchema,
  AccountingReportResponseSchema,
  type AccountingReportQuery,
  type InvoiceType,
  type InvoiceItem,
  type InvoiceItemInput,
  type BreakdownKey,
  type BillBreakdown,
  type BillBreakdownInput,
  type AccountingReport,
  type AccountingReportInput,
  type AccountingReportResponse,
} from './vendorService/accounting-report';
export {
  OrderDetailQuerySchema,
  OrderDetailSchema,
  OrderDetailResponseSchema,
  type OrderDetailQuery,
  type OrderDetail,
  type OrderDetailInput,
  type OrderDetailResponse,
} from './vendorService/order-detail';
export {
  PaymentTermSchema,
  SaleOrderLineSchema,
  ClientInvoiceSchema,
  RenewOrderDetailSchema,
  RenewOrderDetailResponseSchema,
  type PaymentTerm,
  type PaymentTermInput,
  type SaleOrderLine,
  type SaleOrderLineInput,
  type ClientInvoice,
  type ClientInvoiceInput,
  type RenewOrderDetail,
  type RenewOrderDetailInput,
  type RenewOrderDetailResponse,
} from './vendorService/renew-order-detail';
// serverless
export {
  MarketingWatchQuerySchema,
  MarketingWatchSchema,
  MarketingWatchResponseSchema,
  type MarketingWatchQuery,
  type MarketingWatch,
  type MarketingWatchInput,
  type MarketingWatchResponse,
} from './serverless/marketing-watch';
// remote-reports
export {
  DAILY_LISTING_TYPES,
  DailyListingsQuerySchema,
  DailyListingSchema,
  DailyListingsResponseSchema,
  type DailyListingType,
  type DailyListingsQuery,
  type DailyListing,
  type DailyListingInput,
  type DailyListingsResponse,
} from './cmis/daily-listings';
export {
  PROVINCES,
  FindCityByProvinceBodySchema,
  FindCityByProvinceResponseSchema,
  type FindCityByProvinceBody,
  type FindCityByProvinceResponse,
} from './selection/find-city-by-province';
export {
  FindCommunityByCityBodySchema,
  FindCommunityByCityResponseSchema,
  type FindCommunityByCityBody,
  type FindCommunityByCityResponse,
} from './selection/find-community-by-city';
export {
  PROPERTY_TYPES,
  FindQuotationsBodySchema,
  PropertyTypeShareSchema,
  SoldPriceCountSchema,
  QuotationStatisticsSchema,
  FindQuotationsResponseSchema,
  type PropertyTypeName,
  type FindQuotationsBody,
  type QuotationStatistics,
  type QuotationStatisticsInput,
  type FindQuotationsResponse,
} from './quotation/find-quotations';
export {
  CommunityEpicQuerySchema,
  COMMUNITY_SECTIONS,
  COMMUNITY_FACTS,
  CommunityEntrySchema,
  GeneralEntrySchema,
  CommunityDataSchema,
  CommunityEpicResponseSchema,
  type CommunityEpicQuery,
  type CommunitySection,
  type CommunityFact,
  type CommunityEntry,
  type GeneralEntry,
  type CommunityData,
  type CommunityEpicResponse,
} from './analysisService/community-epic';
// remote-coupons
export {
  INSTANCE_STATUS,
  InstanceStatusSchema,
  CouponDetailQuerySchema,
  CouponDetailSchema,
  CouponInstanceSchema,
  CouponWithInsSchema,
  CouponDetailResponseSchema,
  type InstanceStatus,
  type CouponDetailQuery,
  type CouponDetail,
  type CouponDetailInput,
  type CouponInstance,
  type CouponWithIns,
  type CouponDetailResponse,
} from './coupon/coupon-detail';
export {
  OrderItemSchema,
  OrderAddBodySchema,
  TradeOrderSchema,
  OrderAddResponseSchema,
  type OrderAddBody,
  type TradeOrder,
  type TradeOrderInput,
  type OrderAddResponse,
} from './trade/order-add';
export {
  TransactionAddBodySchema,
  TransactionSchema,
  TransactionAddResponseSchema,
  type TransactionAddBody,
  type Transaction,
  type TransactionAddResponse,
} from './trade/transaction-add';
// remote-listings
export {
  QueryHouByIdQuerySchema,
  ListingDetailSchema,
  ListingRoomSchema,
  ListingSchoolSchema,
  RemarksSchema,
  QueryHouByIdResponseSchema,
  type QueryHouByIdQuery,
  type ListingDetail,
  type ListingDetailInput,
  type ListingRoom,
  type ListingSchool,
  type RemarkSection,
  type QueryHouByIdResponse,
} from './cmis/query-hou-by-id';
export {
  ToChineseBodySchema,
  ToChineseResponseSchema,
  type ToChineseBody,
  type ToChineseResponse,
} from './translation/to-chinese';
export {
  AgentInfosByHouseIdQuerySchema,
  ListingAgentSchema,
  AgentInfosByHouseIdResponseSchema,
  type AgentInfosByHouseIdQuery,
  type ListingAgent,
  type ListingAgentInput,
  type AgentInfosByHouseIdResponse,
} from './houseRecommend/get-agent-infos-by-house-id';
export {
  ShareListQuerySchema,
  SharedListingSchema,
  ShareListResponseSchema,
  type ShareListQuery,
  type SharedListing,
  type SharedListingInput,
  type ShareListResponse,
} from './cmis/share-list';
export {
  GoogleAutocompleteQuerySchema,
  PredictionSchema,
  GoogleAutocompleteResponseSchema,
  GooglePlacesQuerySchema,
  PlaceCandidateSchema,
  GooglePlacesResponseSchema,
  type GoogleAutocompleteQuery,
  type Prediction,
  type GoogleAutocompleteResponse,
  type PlaceCandidate,
  type GooglePlacesResponse,
} from './analysisService/google-autocomplete';
export {
  WechatSignatureBodySchema,
  WechatSignatureSchema,
  WechatSignatureResponseSchema,
  type WechatSignatureBody,
  type WechatSignature,
  type WechatSignatureInput,
  type WechatSignatureResponse,
} from './cmis/wechat-signature';
// remote-vendor
export {
  RECEIVE_PENDING,
  RECEIVE_COMPLAIN,
  ReceiveOrderDetailQuerySchema,
  ReceiveProductLineSchema,
  ReceiveOrderSchema,
  ReceiveOrderDetailResponseSchema,
  type ReceiveOrderDetailQuery,
  type ReceiveProductLine,
  type ReceiveOrder,
  type ReceiveOrderInput,
  type ReceiveOrderDetailResponse,
} from './vendorService/receive-order-detail';
export {
  ReceiveConfirmBodySchema,
  ReceiveConfirmResponseSchema,
  type ReceiveConfirmBody,
  type ReceiveConfirmResponse,
} from './vendorService/receive-confirm';
export {
  CustomerComplainBodySchema,
  CustomerComplainResponseSchema,
  type CustomerComplainBody,
  type CustomerComplainResponse,
} from './vendorService/customer-complain';
export {
  OrderRenewBodySchema,
  OrderRenewResultSchema,
  OrderRenewResponseSchema,
  type OrderRenewBody,
  type OrderRenewResult,
  type OrderRenewResponse,
} from './vendorService/order-renew';
// remote-content
export {
  BlogDetailQuerySchema,
  BlogDetailSchema,
  BlogDetailResponseSchema,
  type BlogDetailQuery,
  type BlogDetail,
  type BlogDetailInput,
  type BlogDetailResponse,
} from './blogService/get-detail-by-id';
export {
  SelectRecommendBodySchema,
  RecommendedBlogSchema,
  SelectRecommendResponseSchema,
  type SelectRecommendBody,
  type RecommendedBlog,
  type RecommendedBlogInput,
  type SelectRecommendResponse,
} from './cmis/select-recommend-by-agent-id';
export { NewsItemSchema, NewsCode, type NewsItem, type NewsItemInput } from './newsApi/news-item';
export {
  NewsListBodySchema,
  NewsListResponseSchema,
  type NewsListBody,
  type NewsListResponse,
} from './newsApi/news-list';
export {
  NewsPopularBodySchema,
  NewsPopularResponseSchema,
  type NewsPopularBody,
  type NewsPopularResponse,
} from './newsApi/news-popular';
export {
  NewsInfoQuerySchema,
  NewsInfoResponseSchema,
  type NewsInfoQuery,
  type NewsInfoResponse,
} from './newsApi/news-info';
export {
  EmailDatasetSchema,
  QueueMessageSchema,
  BatchSendBodySchema,
  BatchSendResponseSchema,
  type EmailDataset,
  type QueueMessage,
  type BatchSendBody,
  type BatchSendResponse,
} from './messagingQueue/batch-send';
export {
  MyCouponsQuerySchema,
  MyCouponSchema,
  MyCouponsSchema,
  MyCouponsResponseSchema,
  parseCoverImages,
  type MyCouponsQuery,
  type MyCoupon,
  type MyCouponInput,
  type MyCoupons,
  type MyCouponsResponse,
} from './coupon/my-coupons';
export {
  SendMobileCodeBodySchema,
  SendMobileCodeResponseSchema,
  SEND_CODE_REFUSED,
  type SendMobileCodeBody,
  type SendMobileCodeResponse,
} from './cmis/send-mobile-code';
export {
  PersonalInfoBodySchema,
  PersonalInfoResponseSchema,
  type PersonalInfoBody,
  type PersonalInfoResponse,
} from './cmis/personal-info';
export {
  InstanceUsingBodySchema,
  COUPON_BUSINESS_CODES,
  InstanceUsingResponseSchema,
  type InstanceUsingBody,
  type CouponBusinessCode,
  type InstanceUsingResponse,
} from './coupon/instance-using';

// remote-listings: map search (issue 11)
export {
  HOU_SORT_KEYS,
  HOU_PROPERTY_TYPES,
  HouConditionSchema,
  QueryHouConditionBodySchema,
  MapListingSchema,
  QueryHouConditionResponseSchema,
  SelectByQuerySchema,
  SelectByResponseSchema,
  QueryHouIdMapQuerySchema,
  QueryHouIdMapResponseSchema,
  type QueryHouIdMapResponse,
  type HouCondition,
  type QueryHouConditionBody,
  type MapListing,
  type MapListingInput,
  type QueryHouConditionResponse,
  type SelectByResponse,
} from './cmis/query-hou-condition';
