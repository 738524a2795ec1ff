import * as v from 'valibot';
import { CodeSchema } from '../envelope';
import { maybe, Text } from '../tolerant';

/**
 * POST JSON {messaging-queue}/mnsao/messagequeue/batchsend : queue jobs (the site contact form sends one e-mail
 * job). HTTP status 200 is success (spec §7); the body is not read beyond an optional code.
 */
export const EmailDatasetSchema = v.object({
  to: v.pipe(v.string(), v.email()),
  from: v.pipe(v.string(), v.email()),
  subject: v.pipe(v.string(), v.minLength(1)),
  html: v.string(),
});
export type EmailDataset = v.InferOutput<typeof EmailDatasetSchema>;

export const QueueMessageSchema = v.object({
  msg: v.object({
    MessageTag: v.pipe(v.string(), v.minLength(1)),
    Message: v.object({ test: v.boolean(), dataset: EmailDatasetSchema }),
  }),
  delaysec: v.pipe(v.number(), v.integer(), v.minValue(0)),
});
export type QueueMessage = v.InferOutput<typeof QueueMessageSchema>;

export const BatchSendBodySchema = v.object({
  message: v.pipe(v.array(QueueMessageSchema), v.minLength(1)),
  queuename: v.pipe(v.string(), v.minLength(1)),
});
export type BatchSendBody = v.InferOutput<typeof BatchSendBodySchema>;

/** Anything JSON; an optional `code` (a present non-200 code is a failure). */
export const BatchSendResponseSchema = v.object({ code: maybe(CodeSchema), msg: maybe(Text) });
export type BatchSendResponse = v.InferOutput<typeof BatchSendResponseSchema>;
