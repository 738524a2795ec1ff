/** `@hearth/shared/contracts/serverless`: the valibot contracts of the serverless endpoints. Named re-exports only. */
export {
  MarketingWatchQuerySchema,
  MarketingWatchSchema,
  MarketingWatchResponseSchema,
  type MarketingWatchQuery,
  type MarketingWatch,
  type MarketingWatchInput,
  type MarketingWatchResponse,
} from './marketing-watch';
