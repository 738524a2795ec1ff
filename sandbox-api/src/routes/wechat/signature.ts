import { createHash } from 'node:crypto';
import { WechatSignatureQuerySchema } from '@hearth/shared/contracts';
import type { App } from '../../http/deps';
import { ok, parseWith, queryOf } from '../../http/respond';

export const SANDBOX_WECHAT_APP_ID = 'wx-sandbox-hearth';

/** GET /wechat/signature?url= : a deterministic JS-SDK signature (sha1 of the url, as the real one signs it). */
export function mountWechatSignature(app: App): void {
  app.get('/wechat/signature', (c) => {
    const { url } = parseWith(WechatSignatureQuerySchema, queryOf(c));
    const page = url.split('#')[0] ?? url;
    const nonceStr = createHash('sha1').update(`nonce:${page}`).digest('hex').slice(0, 16);
    const timestamp = '1795000000';
    const signature = createHash('sha1')
      .update(`jsapi_ticket=sandbox-ticket&noncestr=${nonceStr}&timestamp=${timestamp}&url=${page}`)
      .digest('hex');
    return ok(c, { appId: SANDBOX_WECHAT_APP_ID, timestamp, nonceStr, signature });
  });
}
