import { requestCall } from '@hearth/shared';
import { unwrapCode } from '../../api/unwrap';
import { WechatSignatureResponseSchema, type WechatSignature } from '../../contracts/cmis/wechat-signature';
import { wechatSignature } from '../../contracts/spec-calls/hybrid-pages';

/**
 * hybrid-pages §7 item 2, POST JSON {cmis}/wechat/signature {url}: the JS-SDK configuration of a page URL (signed
 * without its hash). Needs HTTP 200 and code 200.
 */
export async function getWechatSignature(url: string, signal?: AbortSignal): Promise<WechatSignature> {
  const page = url.split('#')[0] ?? url;
  const body = await requestCall(wechatSignature, {
    schema: WechatSignatureResponseSchema,
    params: { url: page },
    signal,
  });
  return unwrapCode(body, `cmis:${wechatSignature.path}`).data;
}
