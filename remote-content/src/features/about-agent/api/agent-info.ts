import { queryOptions } from '@tanstack/react-query';
import { requestJson, unwrapCode, type Ltype } from '@hearth/shared';
import { GetUserInfoResponseSchema, type AgentInfo } from '@hearth/shared/contracts';

const PATH = '/ur/info';

/** GET {cmis}/ur/info?userId=&ltype= (with the signature picture): the agent profile page's data. */
export async function getAgentInfo(userId: string, ltype: Ltype, signal?: AbortSignal): Promise<AgentInfo> {
  const body = await requestJson('cmis', PATH, {
    schema: GetUserInfoResponseSchema,
    searchParams: { userId, ltype },
    signal,
  });
  return unwrapCode(body, `cmis:${PATH}`).data;
}

export function agentInfoQuery(userId: string, ltype: Ltype) {
  return queryOptions({
    queryKey: ['cmis', PATH, { userId, ltype, signature: true }] as const,
    queryFn: ({ signal }) => getAgentInfo(userId, ltype, signal),
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
