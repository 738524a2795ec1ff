/** `@hearth/shared/contracts/cmis`: the valibot contracts of the cmis endpoints. Named re-exports only. */
export {
  GetAgentProfileQuerySchema,
  AgentProfileSchema,
  GetAgentProfileResponseSchema,
  type GetAgentProfileQuery,
  type AgentProfile,
  type AgentProfileInput,
  type GetAgentProfileResponse,
} from './get-agent-profile';
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
} from './get-user-info';
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
} from './channel-house-list';
export {
  BlogPageListQuerySchema,
  BlogListItemSchema,
  BlogPageListResponseSchema,
  type BlogPageListQuery,
  type BlogListItem,
  type BlogListItemInput,
  type BlogPageListResponse,
} from './blog-page-list';
export {
  LoginSigninBodySchema,
  ClientLoginSchema,
  LoginSigninResponseSchema,
  type LoginSigninBody,
  type ClientLogin,
  type ClientLoginInput,
  type LoginSigninResponse,
} from './login-signin';
export {
  RegisterBodySchema,
  RegisteredClientSchema,
  RegisterResponseSchema,
  REGISTER_EMAIL_USED,
  type RegisterBody,
  type RegisteredClient,
  type RegisterResponse,
} from './register';
export {
  LoginUidBodySchema,
  UserInfoSchema,
  LoginUidResponseSchema,
  type LoginUidBody,
  type UserInfo,
  type UserInfoInput,
  type LoginUidResponse,
} from './login-uid';
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
} from './daily-listings';
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
} from './query-hou-by-id';
export {
  ShareListQuerySchema,
  SharedListingSchema,
  ShareListResponseSchema,
  type ShareListQuery,
  type SharedListing,
  type SharedListingInput,
  type ShareListResponse,
} from './share-list';
export {
  WechatSignatureBodySchema,
  WechatSignatureSchema,
  WechatSignatureResponseSchema,
  type WechatSignatureBody,
  type WechatSignature,
  type WechatSignatureInput,
  type WechatSignatureResponse,
} from './wechat-signature';
export {
  SelectRecommendBodySchema,
  RecommendedBlogSchema,
  SelectRecommendResponseSchema,
  type SelectRecommendBody,
  type RecommendedBlog,
  type RecommendedBlogInput,
  type SelectRecommendResponse,
} from './select-recommend-by-agent-id';
export {
  SendMobileCodeBodySchema,
  SendMobileCodeResponseSchema,
  SEND_CODE_REFUSED,
  type SendMobileCodeBody,
  type SendMobileCodeResponse,
} from './send-mobile-code';
export {
  PersonalInfoBodySchema,
  PersonalInfoResponseSchema,
  type PersonalInfoBody,
  type PersonalInfoResponse,
} from './personal-info';
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
} from './query-hou-condition';
