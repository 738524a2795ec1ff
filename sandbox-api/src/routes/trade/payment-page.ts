import type { Context } from 'hono';
import { decidePayment, findPayment, type PaymentDecision } from '../../db/queries/coupon-trade';
import type { App, AppDeps } from '../../http/deps';

/**
 * The hosted card payment page simulator (runtime config `payment.url` = {sandbox}/trade/payment). It receives the
 * hidden form of the coupon page, checks it like a provider would (every field present, store and key, a known
 * transaction, the amount of its order, subtotal above 0) and shows the amount and the order with Approve / Cancel /
 * Decline; the decision returns to /hybrid/coupon/payment/{success|cancel|fail}?id1=<instance> on the site that
 * posted (its Origin, else its Referer).
 */
export const PAYMENT_FIELDS = [
  'ps_store_id',
  'hpp_key',
  'charge_total',
  'order_id',
  'cust_id',
  'id1',
  'description1',
  'quantity1',
  'price1',
  'subtotal1',
] as const;
export const SANDBOX_STORE = { storeId: 'sandbox-store', key: 'sandbox-key' };

const esc = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

function page(c: Context, status: 200 | 400 | 409, title: string, body: string) {
  return c.html(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(title)}</title><style>body{font:16px/1.5 system-ui,sans-serif;margin:1.5rem;color:#1a1a1a}
button{font:inherit;padding:.6rem 1rem;margin:.25rem;border-radius:6px;border:1px solid #333;background:#fff;color:#1a1a1a}
button[value=approve]{background:#0b5d1e;color:#fff}dt{font-weight:600}</style></head>
<body><main><h1>${esc(title)}</h1>${body}</main></body></html>`,
    status,
  );
}

function returnOrigin(c: Context): string | null {
  for (const raw of [c.req.header('origin'), c.req.header('referer')]) {
    if (!raw || raw === 'null') continue;
    try {
      const url = new URL(raw);
      if (url.protocol === 'http:' || url.protocol === 'https:') return url.origin;
    } catch {
      // not a URL: try the next header
    }
  }
  return null;
}

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

async function checkPost(deps: AppDeps, form: Record<string, unknown>): Promise<string[]> {
  const problems = PAYMENT_FIELDS.filter((f) => !text(form[f])).map((f) => `Missing field: ${f}`);
  if (problems.length) return problems;
  if (text(form.ps_store_id) !== SANDBOX_STORE.storeId || text(form.hpp_key) !== SANDBOX_STORE.key)
    problems.push('Unknown store id or key');
  const subtotal = Number(text(form.subtotal1));
  if (!(subtotal > 0)) problems.push(`subtotal1 must be above 0 (got ${text(form.subtotal1)})`);
  const payment = await findPayment(deps.db, text(form.order_id));
  if (!payment) problems.push(`Unknown transaction: ${text(form.order_id)}`);
  else {
    if (Number(text(form.charge_total)) !== payment.order.price)
      problems.push(
        `charge_total ${text(form.charge_total)} is not the order amount ${payment.order.price.toFixed(2)}`,
      );
    if (text(form.id1) !== String(payment.order.ins_id)) problems.push('id1 is not the ordered item');
    if (payment.trans_state !== 'pending') problems.push('This transaction is already settled');
    else if (payment.ins_status !== -1) problems.push('This coupon is already paid');
  }
  return problems;
}

const STATUS_OF: Record<PaymentDecision, string> = { approve: 'success', cancel: 'cancel', decline: 'fail' };

export function mountPaymentPage(app: App, deps: AppDeps): void {
  app.post('/trade/payment', async (c) => {
    const form = await c.req.parseBody();
    const problems = await checkPost(deps, form);
    const origin = returnOrigin(c);
    if (!origin) problems.push('No return address: the post has neither an Origin nor a Referer header');
    if (problems.length)
      return page(
        c,
        400,
        'Payment request rejected',
        `<ul>${problems.map((p) => `<li>${esc(p)}</li>`).join('')}</ul>`,
      );
    const field = (name: string) => esc(text(form[name]));
    const email = text(form.email) ? `<dt>Email</dt><dd>${field('email')}</dd>` : '';
    return page(
      c,
      200,
      'Sandbox card payment',
      `<dl><dt>Order</dt><dd data-testid="order">${field('order_id')}</dd>
<dt>Item</dt><dd>${field('description1')} × ${field('quantity1')}</dd>
<dt>Amount</dt><dd data-testid="amount">$${Number(text(form.charge_total)).toFixed(2)} CAD</dd>
<dt>Customer</dt><dd>${field('cust_id')}</dd>${email}</dl>
<form method="post" action="${esc(deps.publicUrl())}/trade/payment/decision">
<input type="hidden" name="order_id" value="${field('order_id')}">
<input type="hidden" name="return_to" value="${esc(origin!)}">
<button name="decision" value="approve">Approve</button><button name="decision" value="cancel">Cancel</button><button name="decision" value="decline">Decline</button>
</form>`,
    );
  });

  app.post('/trade/payment/decision', async (c) => {
    const form = await c.req.parseBody();
    const decision = text(form.decision) as PaymentDecision;
    const returnTo = text(form.return_to);
    // own keys only: `constructor` or `toString` are not decisions
    if (!Object.hasOwn(STATUS_OF, decision) || !/^https?:\/\/[^/]+$/i.test(returnTo))
      return page(c, 400, 'Payment request rejected', '<p>Bad decision or return address.</p>');
    const result = await decidePayment(deps.db, text(form.order_id), decision);
    if (!result) return page(c, 400, 'Payment request rejected', '<p>Unknown transaction.</p>');
    // pays once: a transaction settled otherwise, or a coupon paid by another transaction, is not paid again
    if (result.refused)
      return page(c, 409, 'Payment request rejected', '<p>This payment is already settled.</p>');
    return c.redirect(`${returnTo}/hybrid/coupon/payment/${STATUS_OF[decision]}?id1=${result.insId}`, 303);
  });
}
