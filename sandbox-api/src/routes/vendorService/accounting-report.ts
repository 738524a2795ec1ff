import {
  AccountingReportQuerySchema,
  type AccountingReportInput,
} from '@hearth/shared/contracts/vendorService';
import { findOrder, invoicesOf } from '../../db/queries/orders';
import type { App, AppDeps } from '../../http/deps';
import { fail, ok, parseWith, queryOf } from '../../http/respond';
import { billBreakdowns, minimalBreakdowns } from './statement';

/** GET /vendor/accounting/report?key={sale order name} */
export function mountAccountingReport(app: App, deps: AppDeps): void {
  app.get('/vendor/accounting/report', async (c) => {
    const q = parseWith(AccountingReportQuerySchema, queryOf(c));
    const order = await findOrder(deps.db, q.key);
    if (!order) return fail(c, 404, `No sale order ${q.key}`);
    const invoices = await invoicesOf(deps.db, order.id);
    const data: AccountingReportInput = {
      orderState: order.state,
      statement: { billBreakdowns: order.minimal ? minimalBreakdowns(invoices) : billBreakdowns(invoices) },
    };
    return ok(c, data);
  });
}
