import * as v from 'valibot';
import { codeEnvelope } from '../envelope';
import { tolerantList } from '../tolerant';
import { PlaceName } from './place-names';

/** POST (urlencoded) {selection}/findCityByProvince.json with province (the only one: Ontario). */

export const PROVINCES = ['Ontario'] as const;

export const FindCityByProvinceBodySchema = v.object({ province: v.picklist(PROVINCES) });
export type FindCityByProvinceBody = v.InferInput<typeof FindCityByProvinceBodySchema>;

/** data: the province's city names (the page prepends "all"). */
export const FindCityByProvinceResponseSchema = codeEnvelope(
  tolerantList(PlaceName, 'selection:/findCityByProvince.json data'),
);
export type FindCityByProvinceResponse = v.InferOutput<typeof FindCityByProvinceResponseSchema>;
