import { queryOptions } from '@tanstack/react-query';
import { requestCall } from '@hearth/shared';
import { unwrapCode } from '@hearth/shared/envelopes';
import { GetUserInfoResponseSchema } from '@hearth/shared/contracts/cmis';
import { userInfo } from '@hearth/shared/spec-calls';

/** GET {cmis}/ur/info?userId&ltype=1: the agent's details with `agentSignatureImg` (the site load omits it). */
export async function getAgentSignature(userId: string, signal?: AbortSignal): Promise<string | null> {
  const body = await requestCall(userInfo, {
    schema: GetUserInfoResponseSchema,
    params: { userId, ltype: 1 },
    signal,
  });
  return unwrapCode(body, `cmis:${userInfo.path}`).data.agentSignatureImg;
}

export function agentSignatureQuery(userId: string) {
  return queryOptions({
    queryKey: ['cmis', userInfo.path, 'signature', userId] as const,
    queryFn: ({ signal }) => getAgentSignature(userId, signal),
  });
}
