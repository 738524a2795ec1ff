import { BatchSendBodySchema } from '@hearth/shared/contracts/messagingQueue';
import { insertEmailJob, listEmailJobs } from '../../db/queries/content-pages';
import type { App, AppDeps } from '../../http/deps';
import { jsonOrFormBody } from '../../http/post-body';
import { ok, parseWith } from '../../http/respond';

/**
 * POST /mq/mnsao/messagequeue/batchsend {message: [{msg, delaysec}], queuename}: persists every job (one row per
 * message). GET /__sandbox/email-jobs lists them (oldest first) so tests can check the exact payload.
 */
export function mountBatchSend(app: App, deps: AppDeps): void {
  app.post('/mq/mnsao/messagequeue/batchsend', async (c) => {
    const body = parseWith(BatchSendBodySchema, await jsonOrFormBody(c));
    const ids: number[] = [];
    for (const m of body.message) {
      ids.push(
        await insertEmailJob(deps.db, {
          queuename: body.queuename,
          messageTag: m.msg.MessageTag,
          delaysec: m.delaysec,
          message: m.msg.Message,
        }),
      );
    }
    return ok(c, { ids });
  });
  app.get('/__sandbox/email-jobs', async (c) => {
    const rows = await listEmailJobs(deps.db);
    return c.json({
      jobs: rows.map((r) => ({
        id: r.id,
        queuename: r.queuename,
        MessageTag: r.message_tag,
        delaysec: r.delaysec,
        Message: r.message,
        createdAt: r.created_at,
      })),
    });
  });
}
