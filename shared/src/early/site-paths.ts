// Entry-chunk safe (shared/src/early): no runtime import. The cmis client and the early site requests build the
// same URLs from these.

/** The agent behind a blog uri: `?agentBlogUri=`. */
export const AGENT_PROFILE_PATH = '/bimsUser/getAgentProfile';
/** The site owner's information: `?userId=&ltype=&isLoadAvatar=`. */
export const USER_INFO_PATH = '/ur/info';

type Param = string | number | boolean;

/** The URL the cmis client sends for `path` and `params` (its base, one slash, the parameters in order). */
export function cmisUrl(base: string, path: string, params: Record<string, Param>): string {
  const url = new URL(`${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`, document.baseURI);
  for (const [key, value] of Object.entries(params)) url.searchParams.append(key, String(value));
  return url.href;
}
