/** `@hearth/shared/contracts/blogService`: the valibot contracts of the blogService endpoints. Named re-exports only. */
export {
  BlogDetailQuerySchema,
  BlogDetailSchema,
  BlogDetailResponseSchema,
  type BlogDetailQuery,
  type BlogDetail,
  type BlogDetailInput,
  type BlogDetailResponse,
} from './get-detail-by-id';
