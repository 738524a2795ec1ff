/** `@hearth/shared/contracts/selection`: the valibot contracts of the selection endpoints. Named re-exports only. */
export {
  PROVINCES,
  FindCityByProvinceBodySchema,
  FindCityByProvinceResponseSchema,
  type FindCityByProvinceBody,
  type FindCityByProvinceResponse,
} from './find-city-by-province';
export {
  FindCommunityByCityBodySchema,
  FindCommunityByCityResponseSchema,
  type FindCommunityByCityBody,
  type FindCommunityByCityResponse,
} from './find-community-by-city';
