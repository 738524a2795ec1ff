/** `@hearth/shared/contracts/leadCreation`: the valibot contracts of the leadCreation endpoints. Named re-exports only. */
export {
  LeadPayloadSchema,
  CreateLeadBodySchema,
  CreatedLeadSchema,
  CreateLeadResponseSchema,
  type LeadPayload,
  type CreateLeadBody,
  type CreatedLead,
  type CreateLeadResponse,
} from './create-lead';
