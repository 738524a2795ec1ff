import { GetAgentProfileResponseSchema, type AgentProfile } from '../../contracts/cmis/get-agent-profile';
import { agentProfile } from '../../contracts/spec-calls/public-site';
import { requestCall } from '@hearth/shared';
import { unwrapCode } from '../unwrap';

/** The agent behind a blog uri (host name); the service uses the part before the first dot. */
export async function getAgentProfile(agentBlogUri: string, signal?: AbortSignal): Promise<AgentProfile> {
  const body = await requestCall(agentProfile, {
    schema: GetAgentProfileResponseSchema,
    params: { agentBlogUri },
    signal,
  });
  return unwrapCode(body, agentProfile.path).data;
}
