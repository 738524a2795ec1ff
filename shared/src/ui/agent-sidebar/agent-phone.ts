import type { AgentInfo } from '../../contracts/cmis/get-user-info';

/**
 * The agent's phone as text (agentPhone, else agentMobile). A module of its own: the page head reads it on every page,
 * and the profile card it came from then stays with the pages that show one.
 */
export function agentPhoneOf(agent: AgentInfo): string {
  // The agent's mobile is preferred over the office phone when present (spec, hybrid-pages §2), as in the header.
  const mobile = String(agent.agentMobile ?? '').trim();
  return mobile || String(agent.agentPhone ?? '').trim();
}
