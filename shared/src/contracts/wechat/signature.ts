import * as v from 'valibot';
import { codeEnvelope } from '../envelope';
import { Text } from '../tolerant';

/** GET {wechat}/signature?url : the WeChat JS-SDK configuration of a page URL (path not in the spec: decided here). */
export const WechatSignatureQuerySchema = v.object({
  url: v.pipe(v.string(), v.trim(), v.url('must be a URL'), v.maxLength(2000)),
});
export type WechatSignatureQuery = v.InferInput<typeof WechatSignatureQuerySchema>;

/** `{ code: 200, data: { appId, timestamp, nonceStr, signature } }`: all required (wx.config needs each). */
export const WechatSignatureSchema = v.object({
  appId: Text,
  timestamp: Text,
  nonceStr: Text,
  signature: Text,
});
export type WechatSignature = v.InferOutput<typeof WechatSignatureSchema>;

export const WechatSignatureResponseSchema = codeEnvelope(WechatSignatureSchema);
export type WechatSignatureResponse = v.InferOutput<typeof WechatSignatureResponseSchema>;
