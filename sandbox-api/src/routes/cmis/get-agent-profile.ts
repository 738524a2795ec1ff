import { GetAgentProfileQuerySchema, type AgentProfileInput } from '@hearth/shared/contracts/cmis';
import { findAgentByUri } from '../../db/queries/agents';
import type { App, AppDeps } from '../../http/deps';
import { fail, ok, parseWith, queryOf } from '../../http/respond';

/** The username of a blog uri: scheme dropped, part before the first dot, lower case. */
export function usernameOf(agentBlogUri: string): string {
  return (
    agentBlogUri
      .trim()
      .replace(/^[a-z]+:\/\//i, '')
      .split('.')[0] ?? ''
  ).toLowerCase();
}

/** GET /cmis/bimsUser/getAgentProfile?agentBlogUri= */
export function mountGetAgentProfile(app: App, deps: AppDeps): void {
  app.get('/cmis/bimsUser/getAgentProfile', async (c) => {
    const q = parseWith(GetAgentProfileQuerySchema, queryOf(c));
    const username = usernameOf(q.agentBlogUri);
    const agent = await findAgentByUri(deps.db, username);
    if (!agent) return fail(c, 404, `No agent for "${username}"`);
    // A minimal agent: exactly what the spec promises ("data including cims_uid"), the id as a string.
    if (agent.minimal) return ok(c, { cims_uid: String(agent.cims_uid) } satisfies AgentProfileInput);
    const data: AgentProfileInput = {
      cims_uid: agent.cims_uid,
      username: agent.blog_uri,
      userId: agent.user_id,
      yonghuId: agent.yonghu_id,
      website_status: agent.website_status,
    };
    return ok(c, data);
  });
}
