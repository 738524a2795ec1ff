import { queryOptions } from '@tanstack/react-query';
import { requestCall } from '@hearth/shared';
import { unwrapCode } from '@hearth/shared/envelopes';
import { GetUserInfoResponseSchema, type AgentInfo } from '@hearth/shared/contracts/cmis';
import { userInfo } from '@hearth/shared/spec-calls';

/**
 * GET {cmis}/ur/info?userId={id}&ltype=1 (spec §7, about-agent): the agent's details with the signature picture.
 * ltype is 1 whatever the page's language.
 */
export async function getAgentInfo(userId: string, signal?: AbortSignal): Promise<AgentInfo> {
  const body = await requestCall(userInfo, {
    schema: GetUserInfoResponseSchema,
    params: { userId, ltype: 1 },
    signal,
  });
  return unwrapCode(body, `cmis:${userInfo.path}`).data;
}

export function agentInfoQuery(userId: string) {
  return queryOptions({
    queryKey: ['cmis', userInfo.path, { userId, signature: true }] as const,
    queryFn: ({ signal }) => getAgentInfo(userId, signal),
    meta: { globalSpinner: true },
  });
}

const DATA_URL = /^data:image\/(png|jpeg);base64,([A-Za-z0-9+/]+={0,2})$/;
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

/**
 * The QR picture from `agentSignatureImg`: a base64 PNG or JPEG data URL is used as is; raw base64 of a PNG
 * (`iVBORw0KGgo…`) or JPEG (`/9j/…`) gets its data-URL prefix. Anything else (other types, SVG, http URLs, script)
 * → null: no image.
 */
export function signatureImageUrl(value: string | null | undefined): string | null {
  const text = (value ?? '').replace(/\s+/g, '');
  if (!text) return null;
  const m = DATA_URL.exec(text);
  if (m) return m[2]!.length % 4 === 0 ? text : null;
  if (!BASE64.test(text) || text.length % 4 !== 0) return null;
  if (text.startsWith('iVBORw0KGgo')) return `data:image/png;base64,${text}`;
  if (text.startsWith('/9j/')) return `data:image/jpeg;base64,${text}`;
  return null;
}
