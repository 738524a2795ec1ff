/** `@hearth/shared/contracts/houseRecommend`: the valibot contracts of the houseRecommend endpoints. Named re-exports only. */
export {
  AgentInfosByHouseIdQuerySchema,
  ListingAgentSchema,
  AgentInfosByHouseIdResponseSchema,
  type AgentInfosByHouseIdQuery,
  type ListingAgent,
  type ListingAgentInput,
  type AgentInfosByHouseIdResponse,
} from './get-agent-infos-by-house-id';
