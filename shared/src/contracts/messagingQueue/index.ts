/** `@hearth/shared/contracts/messagingQueue`: the valibot contracts of the messagingQueue endpoints. Named re-exports only. */
export {
  EmailDatasetSchema,
  QueueMessageSchema,
  BatchSendBodySchema,
  BatchSendResponseSchema,
  type EmailDataset,
  type QueueMessage,
  type BatchSendBody,
  type BatchSendResponse,
} from './batch-send';
