import * as v from 'valibot';
import { codeEnvelope } from '../envelope';
import { NonEmpty } from '../params';
import { Flag, Id, maybe, Text } from '../tolerant';

/** GET {cmis}/bimsUser/getAgentProfile?agentBlogUri= : resolves an agent site's host name to its owner. */

/** Query: the blog uri is the host name; only the part before the first dot is the username. */
export const GetAgentProfileQuerySchema = v.object({ agentBlogUri: NonEmpty });
export type GetAgentProfileQuery = v.InferInput<typeof GetAgentProfileQuerySchema>;

/**
 * The agent behind a blog uri. The spec promises only "data including cims_uid": that is the one required field
 * (the site is loaded with /ur/info?userId={cims_uid}). The other fields are extras some services send; the site
 * takes userId / yonghuId / website_status from /ur/info first (`loadSite`). Unknown username → code 404.
 * Ids are output as strings.
 */
export const AgentProfileSchema = v.object({
  /** Id used by /ur/info?userId= and /channel/...?cimsUrefId= . */
  cims_uid: Id,
  /** Extra: the username (uri part before the first dot), e.g. "lily". */
  username: maybe(Text),
  /** Extra: the cmis user id (blogs are keyed by it). */
  userId: maybe(Id),
  /** Extra: lead-routing id. */
  yonghuId: maybe(Id),
  /** Extra: false when the agent website is inactive; absent = not known here (see /ur/info). */
  website_status: maybe(Flag),
});
export type AgentProfile = v.InferOutput<typeof AgentProfileSchema>;
export type AgentProfileInput = v.InferInput<typeof AgentProfileSchema>;

export const GetAgentProfileResponseSchema = codeEnvelope(AgentProfileSchema);
export type GetAgentProfileResponse = v.InferOutput<typeof GetAgentProfileResponseSchema>;
