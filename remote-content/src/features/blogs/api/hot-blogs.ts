import { queryOptions } from '@tanstack/react-query';
import { ApiError, requestJson } from '@hearth/shared';
import { SelectRecommendResponseSchema, type RecommendedBlog } from '@hearth/shared/contracts';

const PATH = '/blogArticle/selectRecommendByAgentId';

/** At most this many hot blogs are shown (spec §9). */
export const HOT_BLOGS_MAX = 5;

export interface HotBlogsParams {
  /** The article's author (the agent whose hot blogs these are); "0" when unknown (every agent). */
  userId: string;
  /** The article on screen, never recommended to itself. */
  excludeId: string;
}

/** POST form {cmis}/blogArticle/selectRecommendByAgentId (web articles): the first 5 of the answer. */
export async function getHotBlogs(params: HotBlogsParams, signal?: AbortSignal): Promise<RecommendedBlog[]> {
  const body = await requestJson('cmis', PATH, {
    method: 'post',
    schema: SelectRecommendResponseSchema,
    form: { userId: params.userId, excludeId: params.excludeId, is_show_web: 1 },
    signal,
  });
  if (body.code !== null && body.code !== 200)
    throw new ApiError({
      kind: 'business',
      url: `cmis:${PATH}`,
      code: body.code,
      detail: body.msg ?? undefined,
    });
  return body.data.filter((b) => b.id !== params.excludeId).slice(0, HOT_BLOGS_MAX);
}

export function hotBlogsQuery(params: HotBlogsParams) {
  return queryOptions({
    queryKey: ['cmis', PATH, params] as const,
    queryFn: ({ signal }) => getHotBlogs(params, signal),
  });
}
