import { GetAgentProfileResponseSchema, type AgentProfile } from '../../contracts/cmis/get-agent-profile';
import { requestJson, unwrapCode } from '@hearth/shared';
import { AGENT_PROFILE_PATH as PATH } from '../../early/site-paths';

/** The agent behind a blog uri (host name); the service uses the part before the first dot. */
export async function getAgentProfile(agentBlogUri: string, signal?: AbortSignal): Promise<AgentProfile> {
  const body = await requestJson('cmis', PATH, {
    schema: GetAgentProfileResponseSchema,
    searchParams: { agentBlogUri },
    signal,
  });
  return unwrapCode(body, PATH).data;
}
