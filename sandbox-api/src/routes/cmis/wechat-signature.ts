import { createHash } from 'node:crypto';
import { WechatSignatureBodySchema, type WechatSignatureInput } from '@hearth/shared/contracts/cmis';
import type { App } from '../../http/deps';
import { jsonBody, ok, parseWith } from '../../http/respond';

export const SANDBOX_WECHAT_APP_ID = 'wx-sandbox-hearth';

/**
 * POST JSON /cmis/wechat/signature {url} (hybrid-pages §7 item 2, on the cmis host): a deterministic JS-SDK
 * signature (sha1 of the url, as the real one signs it), answered as `data: { appId, timestamp, noncestr, signature }`.
 */
export function mountWechatSignature(app: App): void {
  app.post('/cmis/wechat/signature', async (c) => {
    const { url } = parseWith(WechatSignatureBodySchema, await jsonBody(c));
    const page = url.split('#')[0] ?? url;
    const noncestr = createHash('sha1').update(`nonce:${page}`).digest('hex').slice(0, 16);
    const timestamp = '1795000000';
    const signature = createHash('sha1')
      .update(`jsapi_ticket=sandbox-ticket&noncestr=${noncestr}&timestamp=${timestamp}&url=${page}`)
      .digest('hex');
    const data: WechatSignatureInput = { appId: SANDBOX_WECHAT_APP_ID, timestamp, noncestr, signature };
    return ok(c, data);
  });
}
