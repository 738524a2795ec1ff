/** `@hearth/shared/contracts/translation`: the valibot contracts of the translation endpoints. Named re-exports only. */
export {
  ToChineseBodySchema,
  ToChineseResponseSchema,
  type ToChineseBody,
  type ToChineseResponse,
} from './to-chinese';
