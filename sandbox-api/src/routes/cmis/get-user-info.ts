import { GetUserInfoQuerySchema, type AgentInfoInput } from '@hearth/shared/contracts/cmis';
import { findAgentByAnyId, type AgentRow } from '../../db/queries/agents';
import { qrLikeBase64 } from '../../files/qr-like';
import { fileUrl, type App, type AppDeps } from '../../http/deps';
import { BadRequest, fail, ok, parseWith, queryOf } from '../../http/respond';

/** "Lily Chen" → "lily-chen" (avatar file name). */
export function slugify(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** The signature picture (raw base64 PNG) of an agent. */
function signatureOf(deps: AppDeps, a: AgentRow): string {
  return qrLikeBase64(`${deps.publicUrl()}/?agentUrl=${a.blog_uri}`);
}

/**
 * Maps an agent row to the contract, texts in the ltype language. A minimal agent gets only its name, phone and
 * ids (as strings), plus the signature when asked for (about-agent reads data.agentSignatureImg).
 */
export function toAgentInfo(
  deps: AppDeps,
  a: AgentRow,
  ltype: 0 | 1,
  withSignature: boolean,
): AgentInfoInput {
  const en = ltype === 1;
  if (a.minimal)
    return {
      agentName: en ? a.name_en : a.name_zh,
      agentPhone: a.phone,
      userId: String(a.user_id),
      yonghuId: String(a.yonghu_id),
      ...(withSignature ? { agentSignatureImg: signatureOf(deps, a) } : {}),
    };
  return {
    agentName: en ? a.name_en : a.name_zh,
    agentMobile: a.mobile,
    agentPhone: a.phone,
    agentImageUrl: fileUrl(deps, `avatars/${slugify(a.name_en)}.svg`),
    agentBannerUrl: fileUrl(deps, `banners/${a.blog_uri}.svg`),
    agentTitle: en ? a.title_en : a.title_zh,
    agentEmail: a.email,
    agentCompany: en ? a.company_en : a.company_zh,
    agentWechatQRCode: fileUrl(deps, `qr/wechat-${a.blog_uri}.png`),
    agentSlogan: en ? a.slogan_en : a.slogan_zh,
    userId: a.user_id,
    yonghuId: a.yonghu_id,
    website_status: a.website_status,
    cims_uid: a.cims_uid,
    website_title: en ? a.website_title_en : a.website_title_zh,
    agentBlogUri: a.blog_uri,
    agentSignatureImg: withSignature ? signatureOf(deps, a) : null,
    storeInfo: { template: a.template, timestamp: Math.round(a.template_ms) },
  };
}

/** GET /cmis/ur/info?userId=&ltype=&isLoadAvatar= (userId may be the cmis userId or the cims_uid). */
export function mountGetUserInfo(app: App, deps: AppDeps): void {
  app.get('/cmis/ur/info', async (c) => {
    const q = parseWith(GetUserInfoQuerySchema, queryOf(c));
    const id = Number(q.userId);
    if (!Number.isSafeInteger(id)) throw new BadRequest('userId: must be an integer');
    const agent = await findAgentByAnyId(deps.db, id);
    if (!agent) return fail(c, 404, `No user ${q.userId}`);
    return ok(c, toAgentInfo(deps, agent, q.ltype, q.isLoadAvatar));
  });
}
