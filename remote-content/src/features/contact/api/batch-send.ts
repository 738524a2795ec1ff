import { ApiError, requestCall } from '@hearth/shared';
import { BatchSendResponseSchema, type BatchSendBody } from '@hearth/shared/contracts/messagingQueue';
import { batchSend as call } from '@hearth/shared/spec-calls';
import { escapeHtml, type SiteContactValues } from './contact-rules';

/** The message tag of e-mail jobs, the send delay (10 s) and the fixed company addresses (spec §7, §8). */
export const EMAIL_TAG = 'tag-send-email';
export const EMAIL_DELAY_SEC = 10;
export const COMPANY_INFO_EMAIL = 'info@hearth.example';
export const COMPANY_SENDER_EMAIL = 'noreply@hearth.example';

/** The e-mail body: one line per filled field (empty name/message hidden), every value HTML-escaped. */
export function contactEmailHtml(values: SiteContactValues): string {
  const line = (label: string, value: string) =>
    `<p><strong>${label}:</strong> ${escapeHtml(value).replace(/\r?\n/g, '<br>')}</p>`;
  const name = values.name.trim();
  const message = values.message.trim();
  return [
    name ? line('Name', name) : '',
    line('Email', values.email.trim()),
    message ? line('Message', message) : '',
  ].join('');
}

/** The batchsend body of one contact message (`test` marks jobs from non-production sites). */
export function contactEmailJob(
  values: SiteContactValues,
  opts: { productName: string; queueName: string; test: boolean },
): BatchSendBody {
  return {
    message: [
      {
        msg: {
          MessageTag: EMAIL_TAG,
          Message: {
            test: opts.test,
            dataset: {
              to: COMPANY_INFO_EMAIL,
              from: COMPANY_SENDER_EMAIL,
              subject: `Inquiry From ${opts.productName} Epic Website`,
              html: contactEmailHtml(values),
            },
          },
        },
        delaysec: EMAIL_DELAY_SEC,
      },
    ],
    queuename: opts.queueName,
  };
}

/**
 * POST {messaging-queue}/mnsao/messagequeue/batchsend (spec §7; a JSON body, see the entry's readings): HTTP 200
 * (and no other code in the body) is success.
 */
export async function batchSend(body: BatchSendBody, signal?: AbortSignal): Promise<void> {
  const answer = await requestCall(call, { schema: BatchSendResponseSchema, params: { ...body }, signal });
  if (answer.code !== null && answer.code !== 200)
    throw new ApiError({
      kind: 'business',
      url: `messagingQueue:${call.path}`,
      code: answer.code,
      detail: answer.msg ?? undefined,
    });
}

export const BATCH_SEND_KEY = ['messagingQueue', call.path] as const;

/** The send as a mutation (its pending state locks the form: one request per submit). */
export function batchSendMutation() {
  return { mutationKey: BATCH_SEND_KEY, mutationFn: (body: BatchSendBody) => batchSend(body) };
}
