/** `@hearth/shared/contracts/quotation`: the valibot contracts of the quotation endpoints. Named re-exports only. */
export {
  PROPERTY_TYPES,
  FindQuotationsBodySchema,
  PropertyTypeShareSchema,
  SoldPriceCountSchema,
  QuotationStatisticsSchema,
  FindQuotationsResponseSchema,
  type PropertyTypeName,
  type FindQuotationsBody,
  type QuotationStatistics,
  type QuotationStatisticsInput,
  type FindQuotationsResponse,
} from './find-quotations';
