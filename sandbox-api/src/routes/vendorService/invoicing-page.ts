import type { Context } from 'hono';
import { findInvoice } from '../../db/queries/orders';
import { payInvoice } from '../../db/queries/vendor-delivery';
import type { App, AppDeps } from '../../http/deps';

/**
 * The invoicing page simulator (where the renew page sends the client): GET /vendor/invoicing/{number} shows the
 * invoice with a Pay button; POST /vendor/invoicing/{number}/pay marks it paid and shows it again (303).
 */
const esc = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
const NUMBER = /^[A-Za-z0-9][A-Za-z0-9_-]{0,60}$/;

function page(c: Context, status: 200 | 404, title: string, body: string) {
  return c.html(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(title)}</title><style>body{font:16px/1.5 system-ui,sans-serif;margin:1.5rem;color:#1a1a1a}
button{font:inherit;padding:.6rem 1rem;border-radius:6px;border:1px solid #0b5d1e;background:#0b5d1e;color:#fff}
dt{font-weight:600}</style></head><body><main><h1>${esc(title)}</h1>${body}</main></body></html>`,
    status,
  );
}

export function mountInvoicingPage(app: App, deps: AppDeps): void {
  app.get('/vendor/invoicing/:number', async (c) => {
    const number = c.req.param('number');
    const inv = NUMBER.test(number) ? await findInvoice(deps.db, number) : undefined;
    if (!inv) return page(c, 404, 'Invoice not found', `<p>No invoice ${esc(number)}.</p>`);
    const due = Math.round((inv.payable - inv.paid) * 100) / 100;
    const status = due > 0 ? 'Unpaid' : 'Paid';
    return page(
      c,
      200,
      `Invoice ${inv.number}`,
      `<dl><dt>Order</dt><dd>${esc(inv.order_name)}</dd><dt>Client</dt><dd>${esc(inv.client_name)}</dd>
<dt>Amount</dt><dd>$${inv.payable.toFixed(2)}</dd><dt>Status</dt><dd data-testid="invoice-status">${status}</dd></dl>
${due > 0 ? `<form method="post" action="/vendor/invoicing/${esc(inv.number)}/pay"><button type="submit">Pay $${due.toFixed(2)}</button></form>` : ''}`,
    );
  });
  app.post('/vendor/invoicing/:number/pay', async (c) => {
    const number = c.req.param('number');
    if (!NUMBER.test(number) || !(await payInvoice(deps.db, number)))
      return page(c, 404, 'Invoice not found', `<p>No invoice ${esc(number)}.</p>`);
    return c.redirect(`/vendor/invoicing/${number}`, 303);
  });
}
