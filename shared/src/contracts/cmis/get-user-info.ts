import * as v from 'valibot';
import { codeEnvelope, LooseText } from '../envelope';
import { AbsoluteUrl, BoolParam, IdParam, LtypeParam } from '../params';

/** GET {cmis}/ur/info?userId=&ltype=&isLoadAvatar= : the agent (site owner) information. */

/**
 * Query. userId accepts the cmis userId OR the cims_uid (the agent-site load passes cims_uid).
 * ltype 1 English, else Chinese. isLoadAvatar=false omits agentSignatureImg (null) to keep the answer small.
 */
export const GetUserInfoQuerySchema = v.object({
  userId: IdParam,
  ltype: v.optional(LtypeParam, '1'),
  isLoadAvatar: v.optional(BoolParam, 'true'),
});
export type GetUserInfoQuery = v.InferInput<typeof GetUserInfoQuerySchema>;

/** Home-page templates chosen by the home container. */
export const HomeTemplateSchema = v.picklist(['default', 'demo', 'epic']);
export type HomeTemplate = v.InferOutput<typeof HomeTemplateSchema>;

/** Store info: carried INSIDE the user info as `data.storeInfo` (the spec does not say where; decided here). */
export const StoreInfoSchema = v.object({
  template: HomeTemplateSchema,
  /** Epoch milliseconds of the last template change. */
  timestamp: v.number(),
});
export type StoreInfo = v.InferOutput<typeof StoreInfoSchema>;

/** Agent / user info of the site owner. Text fields follow ltype (name, title, company, slogan, website title). */
export const AgentInfoSchema = v.object({
  agentName: v.string(),
  /** Phones are 10 Canadian digits, e.g. "4165550142"; parse as CA, show national, submit E.164. */
  agentMobile: LooseText,
  agentPhone: LooseText,
  agentImageUrl: v.nullish(AbsoluteUrl),
  agentBannerUrl: v.nullish(AbsoluteUrl),
  agentTitle: v.nullish(v.string()),
  agentEmail: v.nullish(v.string()),
  agentCompany: v.nullish(v.string()),
  /** URL of the agent's WeChat QR picture (PNG). */
  agentWechatQRCode: v.nullish(AbsoluteUrl),
  agentSlogan: v.nullish(v.string()),
  userId: v.number(),
  yonghuId: v.number(),
  website_status: v.boolean(),
  cims_uid: v.number(),
  website_title: v.nullish(v.string()),
  /** The agent's blog uri (site host name part), e.g. "lily". */
  agentBlogUri: v.nullish(v.string()),
  /**
   * QR-like signature picture: RAW base64 (no `data:` prefix) of a PNG image. Show it with
   * `data:image/png;base64,` (browsers also sniff it under the legacy `data:image/jpeg;base64,` prefix).
   * null when isLoadAvatar=false.
   */
  agentSignatureImg: v.nullish(v.string()),
  storeInfo: StoreInfoSchema,
});
export type AgentInfo = v.InferOutput<typeof AgentInfoSchema>;

/** Unknown user → code 404. */
export const GetUserInfoResponseSchema = codeEnvelope(AgentInfoSchema);
export type GetUserInfoResponse = v.InferOutput<typeof GetUserInfoResponseSchema>;
