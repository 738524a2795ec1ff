import * as v from 'valibot';
import { codeEnvelope } from '../envelope';
import { NonEmpty } from '../params';

/** GET {cmis}/bimsUser/getAgentProfile?agentBlogUri= : resolves an agent site's host name to its owner. */

/** Query: the blog uri is the host name; only the part before the first dot is the username. */
export const GetAgentProfileQuerySchema = v.object({ agentBlogUri: NonEmpty });
export type GetAgentProfileQuery = v.InferInput<typeof GetAgentProfileQuerySchema>;

/** The agent behind a blog uri. Unknown username → envelope code 404. */
export const AgentProfileSchema = v.object({
  /** Id used by /ur/info?userId= and /channel/...?cimsUrefId= . */
  cims_uid: v.number(),
  /** The username (uri part before the first dot), e.g. "lily". */
  username: v.string(),
  /** The cmis user id (blogs are keyed by it). */
  userId: v.number(),
  /** Lead-routing id. */
  yonghuId: v.number(),
  /** false when the agent website is inactive (404 page says "Agent website is inactive now."). */
  website_status: v.boolean(),
});
export type AgentProfile = v.InferOutput<typeof AgentProfileSchema>;

export const GetAgentProfileResponseSchema = codeEnvelope(AgentProfileSchema);
export type GetAgentProfileResponse = v.InferOutput<typeof GetAgentProfileResponseSchema>;
