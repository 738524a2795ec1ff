import { GetUserInfoResponseSchema, type AgentInfo } from '../../contracts/cmis/get-user-info';
import type { Ltype } from '../../i18n/locales';
import { requestJson, unwrapCode } from '@hearth/shared';
import { USER_INFO_PATH as PATH } from '../../early/site-paths';

/** The site owner's information. The agent-site load passes cims_uid with isLoadAvatar=false. */
export async function getUserInfo(
  params: { userId: string | number; ltype: Ltype; isLoadAvatar?: boolean },
  signal?: AbortSignal,
): Promise<AgentInfo> {
  const body = await requestJson('cmis', PATH, {
    schema: GetUserInfoResponseSchema,
    searchParams: { userId: params.userId, ltype: params.ltype, isLoadAvatar: params.isLoadAvatar },
    signal,
  });
  return unwrapCode(body, PATH).data;
}
