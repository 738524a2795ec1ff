import { queryOptions } from '@tanstack/react-query';
import { requestJson, unwrapCode } from '@hearth/shared';
import { GetUserInfoResponseSchema } from '@hearth/shared/contracts';

const PATH = '/ur/info';

/** GET {cmis}/ur/info?userId&ltype=1: the agent's details with `agentSignatureImg` (the site load omits it). */
export async function getAgentSignature(userId: string, signal?: AbortSignal): Promise<string | null> {
  const body = await requestJson('cmis', PATH, {
    schema: GetUserInfoResponseSchema,
    searchParams: { userId, ltype: 1 },
    signal,
  });
  return unwrapCode(body, `cmis:${PATH}`).data.agentSignatureImg;
}

export function agentSignatureQuery(userId: string) {
  return queryOptions({
    queryKey: ['cmis', PATH, 'signature', userId] as const,
    queryFn: ({ signal }) => getAgentSignature(userId, signal),
  });
}
