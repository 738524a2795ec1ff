import * as v from 'valibot';
import { codeEnvelope } from '../envelope';
import { NonEmpty } from '../params';
import { tolerantList } from '../tolerant';
import { PlaceName } from './place-names';

/** POST (urlencoded) {selection}/findCommunityByCity.json with city. */

export const FindCommunityByCityBodySchema = v.object({ city: NonEmpty });
export type FindCommunityByCityBody = v.InferInput<typeof FindCommunityByCityBodySchema>;

/** data: the city's community names (the page prepends "all"). */
export const FindCommunityByCityResponseSchema = codeEnvelope(
  tolerantList(PlaceName, 'selection:/findCommunityByCity.json data'),
);
export type FindCommunityByCityResponse = v.InferOutput<typeof FindCommunityByCityResponseSchema>;
