import { listLeads } from '../../db/queries/leads-list';
import type { App, AppDeps } from '../../http/deps';

/** GET /__sandbox/leads : every stored lead, oldest first (sandbox only: tests check the exact payloads). */
export function mountListLeads(app: App, deps: AppDeps): void {
  app.get('/__sandbox/leads', async (c) => c.json({ leads: await listLeads(deps.db) }));
}
