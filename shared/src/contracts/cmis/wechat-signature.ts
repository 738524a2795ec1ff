import * as v from 'valibot';
import { codeEnvelope } from '../envelope';
import { Text } from '../tolerant';

/**
 * POST JSON {cmis}/wechat/signature {url} (hybrid-pages §7 item 2; `{host}` there is the host of items 3, 4 and 12,
 * the cmis host): the WeChat JS-SDK configuration of a page URL (signed without its hash).
 */
export const WechatSignatureBodySchema = v.object({
  url: v.pipe(v.string(), v.trim(), v.url('must be a URL'), v.maxLength(2000)),
});
export type WechatSignatureBody = v.InferInput<typeof WechatSignatureBodySchema>;

/**
 * `data.data` holds appId, timestamp, noncestr, signature (the spec's spelling, all four required: wx.config needs
 * each). Output: `nonceStr`, the name wx.config takes.
 */
export const WechatSignatureSchema = v.pipe(
  v.object({ appId: Text, timestamp: Text, noncestr: Text, signature: Text }),
  v.transform(({ appId, timestamp, noncestr, signature }) => ({
    appId,
    timestamp,
    nonceStr: noncestr,
    signature,
  })),
);
export type WechatSignature = v.InferOutput<typeof WechatSignatureSchema>;
export type WechatSignatureInput = v.InferInput<typeof WechatSignatureSchema>;

/** `{ code: 200, data: {...} }`; the spec also expects HTTP 200 (any other status is an ApiError). */
export const WechatSignatureResponseSchema = codeEnvelope(WechatSignatureSchema);
export type WechatSignatureResponse = v.InferOutput<typeof WechatSignatureResponseSchema>;
