import { LeadPayloadSchema } from '@hearth/shared/contracts/leadCreation';
import { insertLead } from '../../db/queries/leads';
import type { App, AppDeps } from '../../http/deps';
import { jsonBody, ok, parseWith } from '../../http/respond';

/** POST /lead/create {leadName, clientName, email, phone, registerAccount, channel, agentRefer, yonghuId, clientMsg} */
export function mountCreateLead(app: App, deps: AppDeps): void {
  app.post('/lead/create', async (c) => {
    const lead = parseWith(LeadPayloadSchema, await jsonBody(c));
    const id = await insertLead(deps.db, {
      ...lead,
      agentRefer: lead.agentRefer ?? null,
      yonghuId:
        lead.yonghuId === null || lead.yonghuId === undefined || lead.yonghuId === ''
          ? null
          : String(lead.yonghuId),
    });
    return ok(c, { id });
  });
}
