import { WechatSignatureResponseSchema, type WechatSignature } from '../contracts/wechat/signature';
import { requestJson } from '../http/request-json';
import { unwrapCode } from '../http/unwrap';

/** GET {wechat}/signature?url: the JS-SDK configuration of a page URL (signed without its hash). */
export async function getWechatSignature(url: string, signal?: AbortSignal): Promise<WechatSignature> {
  const page = url.split('#')[0] ?? url;
  const body = await requestJson('wechat', '/signature', {
    schema: WechatSignatureResponseSchema,
    searchParams: { url: page },
    signal,
  });
  return unwrapCode(body, 'wechat:/signature').data;
}
