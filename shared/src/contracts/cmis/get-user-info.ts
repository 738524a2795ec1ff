import * as v from 'valibot';
import { codeEnvelope, LooseText } from '../envelope';
import { BoolParam, IdParam, LtypeParam } from '../params';
import { Flag, Id, looseEnum, maybe, NumberLike, PictureUrl, Text } from '../tolerant';

/** Home-page templates chosen by the home container (public-site.md §2). */
export const HOME_TEMPLATES = ['default', 'demo', 'epic'] as const;
export type HomeTemplate = (typeof HOME_TEMPLATES)[number];

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

/** Home-page templates chosen by the home container (any case; an unknown template → null = default). */
export const HomeTemplateSchema = looseEnum(HOME_TEMPLATES);

/**
 * Store info: carried INSIDE the user info as `data.storeInfo` (the spec does not say where; decided here).
 * Optional as a whole and field by field (the home container falls back to the default template).
 */
export const StoreInfoSchema = v.object({
  template: maybe(HomeTemplateSchema),
  /** Epoch milliseconds of the last template change. */
  timestamp: maybe(NumberLike),
});
export type StoreInfo = v.InferOutput<typeof StoreInfoSchema>;

/**
 * Agent / user info of the site owner. Text fields follow ltype (name, title, company, slogan, website title).
 * The spec promises no field of this answer (§7 only names data.agentSignatureImg for the about-agent page), so
 * EVERY field is optional and the pages degrade: no avatar / banner picture, hidden lines, N/A. Ids are strings.
 * The site load completes cims_uid / userId / yonghuId / website_status from getAgentProfile (`loadSite`).
 */
export const AgentInfoSchema = v.object({
  agentName: maybe(Text),
  /** Phones are 10 Canadian digits, e.g. "4165550142"; parse as CA, show national, submit E.164. */
  agentMobile: LooseText,
  agentPhone: LooseText,
  agentImageUrl: maybe(PictureUrl),
  agentBannerUrl: maybe(PictureUrl),
  agentTitle: maybe(Text),
  agentEmail: maybe(Text),
  agentCompany: maybe(Text),
  /** URL of the agent's WeChat QR picture (PNG). */
  agentWechatQRCode: maybe(PictureUrl),
  agentSlogan: maybe(Text),
  /** The cmis user id (blogs are keyed by it). */
  userId: maybe(Id),
  /** Lead-routing id. */
  yonghuId: maybe(Id),
  /** false → the agent website is inactive; absent → active unless getAgentProfile said false. */
  website_status: maybe(Flag),
  cims_uid: maybe(Id),
  website_title: maybe(Text),
  /** Extra: the agent's blog uri (site host name part), e.g. "lily". */
  agentBlogUri: maybe(Text),
  /**
   * QR-like signature picture: RAW base64 (no `data:` prefix) of a PNG image. Show it with
   * `data:image/png;base64,` (browsers also sniff it under the legacy `data:image/jpeg;base64,` prefix).
   * null when isLoadAvatar=false.
   */
  agentSignatureImg: maybe(v.string()),
  storeInfo: maybe(StoreInfoSchema),
});
export type AgentInfo = v.InferOutput<typeof AgentInfoSchema>;
export type AgentInfoInput = v.InferInput<typeof AgentInfoSchema>;

/** Unknown user → code 404. */
export const GetUserInfoResponseSchema = codeEnvelope(AgentInfoSchema);
export type GetUserInfoResponse = v.InferOutput<typeof GetUserInfoResponseSchema>;
