import { GetUserInfoResponseSchema, type AgentInfo } from '../../contracts/cmis/get-user-info';
import { siteUserInfo } from '../../contracts/spec-calls/public-site';
import { requestCall } from '@hearth/shared';
import { unwrapCode } from '../unwrap';

/**
 * The site owner's information, as the agent-site load asks for it (spec §7): `?userId={cims_uid}&ltype=1&
 * isLoadAvatar=false`. ltype is 1 whatever the page's language.
 */
export async function getUserInfo(cimsUid: string | number, signal?: AbortSignal): Promise<AgentInfo> {
  const body = await requestCall(siteUserInfo, {
    schema: GetUserInfoResponseSchema,
    params: { userId: cimsUid, ltype: 1, isLoadAvatar: false },
    signal,
  });
  return unwrapCode(body, siteUserInfo.path).data;
}
