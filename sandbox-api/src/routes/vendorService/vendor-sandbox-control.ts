import type { Db } from '../../db/open-db';
import type { App, AppDeps } from '../../http/deps';
import { insertVendorOrder } from '../../seed/seed-vendor-orders';
import { VENDOR_ORDERS } from '../../seed/vendor-orders';

/** Puts one seeded remote-vendor order (SO0051…SO0066) back as seeded: its lines, invoices, complaints too. */
export async function restoreVendorOrder(db: Db, name: string): Promise<boolean> {
  const seed = VENDOR_ORDERS.find((o) => o.name.toUpperCase() === name.trim().toUpperCase());
  if (!seed) return false;
  await db.transaction(async (tx) => {
    await tx.query('DELETE FROM sale_orders WHERE id = $1', [seed.id]);
    await insertVendorOrder(tx, seed);
  });
  return true;
}

/**
 * POST /__sandbox/vendor/orders/{name}/restore: e2e tests that accept, complain or renew start from the seeded
 * order (and a retried test can run again). Only the orders of seed/vendor-orders.ts; others → 404.
 */
export function mountVendorSandboxControl(app: App, deps: AppDeps): void {
  app.post('/__sandbox/vendor/orders/:name/restore', async (c) =>
    (await restoreVendorOrder(deps.db, c.req.param('name')))
      ? c.json({ ok: true })
      : c.json({ ok: false, msg: 'not a remote-vendor seeded order' }, 404),
  );
}
