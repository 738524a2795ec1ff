import { queryOptions } from '@tanstack/react-query';
import { ApiError, requestCall } from '@hearth/shared';
import { SelectRecommendResponseSchema, type RecommendedBlog } from '@hearth/shared/contracts/cmis';
import { selectRecommendByAgentId as call } from '@hearth/shared/spec-calls';

/** At most this many hot blogs are shown (spec §9). */
export const HOT_BLOGS_MAX = 5;

export interface HotBlogsParams {
  /** The article on screen, never recommended to itself. */
  excludeId: string;
}

/**
 * POST form {cmis}/blogArticle/selectRecommendByAgentId {userId 0, excludeId, is_show_web 1} (spec §7): the first
 * 5 of the answer. userId is 0 as the spec fixes it (not the article's author).
 */
export async function getHotBlogs(params: HotBlogsParams, signal?: AbortSignal): Promise<RecommendedBlog[]> {
  const body = await requestCall(call, {
    schema: SelectRecommendResponseSchema,
    params: { userId: 0, excludeId: params.excludeId, is_show_web: 1 },
    signal,
  });
  if (body.code !== null && body.code !== 200)
    throw new ApiError({
      kind: 'business',
      url: `cmis:${call.path}`,
      code: body.code,
      detail: body.msg ?? undefined,
    });
  return body.data.filter((b) => b.id !== params.excludeId).slice(0, HOT_BLOGS_MAX);
}

export function hotBlogsQuery(params: HotBlogsParams) {
  return queryOptions({
    queryKey: ['cmis', call.path, params] as const,
    queryFn: ({ signal }) => getHotBlogs(params, signal),
  });
}
