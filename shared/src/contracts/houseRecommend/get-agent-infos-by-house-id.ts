import * as v from 'valibot';
import { codeEnvelope } from '../envelope';
import { NonEmpty } from '../params';
import { maybe, PictureUrl, Text, tolerantList } from '../tolerant';

/** GET {houseRecommend}/getAgentInfosByHouseId?houId : the agents of a listing (www contact-agent panel). */
export const AgentInfosByHouseIdQuerySchema = v.object({ houId: NonEmpty });
export type AgentInfosByHouseIdQuery = v.InferInput<typeof AgentInfosByHouseIdQuerySchema>;

/** An agent on a listing (spec §3): every field optional (the card shows what there is). */
export const ListingAgentSchema = v.object({
  name: maybe(Text),
  titleName: maybe(Text),
  companyName: maybe(Text),
  mobile: maybe(Text),
  /** May come without a scheme: the card adds https:// and applies the http(s) guard. */
  website: maybe(Text),
  headImgUrl: maybe(PictureUrl),
});
export type ListingAgent = v.InferOutput<typeof ListingAgentSchema>;
export type ListingAgentInput = v.InferInput<typeof ListingAgentSchema>;

/** `{ code: 200, data: ListingAgent[] }`: a malformed agent is dropped; an empty list → the contact form. */
export const AgentInfosByHouseIdResponseSchema = codeEnvelope(
  tolerantList(ListingAgentSchema, 'houseRecommend:/getAgentInfosByHouseId data'),
);
export type AgentInfosByHouseIdResponse = v.InferOutput<typeof AgentInfosByHouseIdResponseSchema>;
