/** `@hearth/shared/contracts/trade`: the valibot contracts of the trade endpoints. Named re-exports only. */
export {
  OrderItemSchema,
  OrderAddBodySchema,
  TradeOrderSchema,
  OrderAddResponseSchema,
  type OrderAddBody,
  type TradeOrder,
  type TradeOrderInput,
  type OrderAddResponse,
} from './order-add';
export {
  TransactionAddBodySchema,
  TransactionSchema,
  TransactionAddResponseSchema,
  type TransactionAddBody,
  type Transaction,
  type TransactionAddResponse,
} from './transaction-add';
