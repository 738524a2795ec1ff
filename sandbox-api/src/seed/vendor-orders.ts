import type { OrderSeed } from './orders';

/**
 * remote-vendor (issue 7): sale orders of the delivery-acceptance and renew pages. New records only (ids 51–66);
 * the orders of ./orders.ts (SO0042…SO0046) are never touched by them.
 *
 * - Delivery: one order per state (RECEIVE_PENDING, RECEIVE_COMPLAIN, DONE, SALE) with before / after pictures
 *   (generated SVGs under /files/listings/<slug>/<n>.svg). SO0051–SO0053 are pending for the accept / complain
 *   tests (each changes its state), SO0057 is pending and never changed by the e2e suite (the route walk, reloads).
 * - Renew: SO0061 and SO0065 are renewable with everything paid, SO0062 has an unpaid OUT_INVOICE whose link is
 *   the invoicing simulator, SO0063 an unpaid one whose link is `javascript:…`, SO0064 an unpaid one whose link
 *   is on a foreign host; SO0066 is renewable and never changed by the e2e suite.
 */
export interface VendorOrderSeed extends OrderSeed {
  /** Picture slugs (before, after): /files/listings/<slug>/<n>.svg. */
  pictures?: { before: string[]; after: string[] };
  /** Invoice number → link (a path starting with / is resolved against the sandbox's public URL). */
  invoiceLinks?: Record<string, string>;
}

const client = { clientName: 'Wei Zhang', salespersonName: 'Lily Chen' };

function delivery(id: number, state: string, productName: string, price: number): VendorOrderSeed {
  const name = `SO00${id}`;
  return {
    id,
    name,
    state,
    address: `${id} Harbour St, Toronto, ON M5J 0C3`,
    productName,
    ...client,
    vendorName: 'Maple Leaf Cleaning Co.',
    amountTotal: price + 45,
    notes: 'Ring the concierge at the front desk.',
    createDate: `2026-10-${id - 40} 03:30:00`,
    deliveryDate: `2026-10-${id - 38} 18:00:00`,
    lines: [
      { name: productName, priceTotal: price, createDate: `2026-10-${id - 40} 03:30:00` },
      { name: 'Eco-friendly supplies', priceTotal: 45, createDate: `2026-10-${id - 40} 03:30:00` },
    ],
    terms: [],
    invoices: [],
    pictures: {
      before: [`delivery-${name}-before-1`, `delivery-${name}-before-2`],
      after: [`delivery-${name}-after-1`, `delivery-${name}-after-2`],
    },
  };
}

const TERMS: OrderSeed['terms'] = [
  { price: 47.11, period: 3, periodUnit: 'month', productId: 3101 },
  { price: 89.27, period: 6, periodUnit: 'month', productId: 3102 },
  { price: 169.5, period: 1, periodUnit: 'year', productId: 3103 },
];

function renewable(id: number, unpaidLink?: string): VendorOrderSeed {
  const name = `SO00${id}`;
  const invoices: OrderSeed['invoices'] = [
    {
      number: `INV-${name}-1`,
      type: 'OUT_INVOICE',
      payable: 371.77,
      paid: 371.77,
      createdDate: '2026-03-01 16:05:00',
    },
    {
      number: `BILL-${name}-1`,
      type: 'IN_INVOICE',
      payable: 290,
      paid: 290,
      createdDate: '2026-03-04 09:00:00',
    },
  ];
  if (unpaidLink)
    invoices.push({
      number: `INV-${name}-2`,
      type: 'OUT_INVOICE',
      payable: 47.11,
      paid: 0,
      createdDate: '2026-09-01 12:45:00',
    });
  return {
    id,
    name,
    state: 'DONE',
    address: `${id} Empress Ave, North York, ON M2N 6Y1`,
    productName: 'Home Security Monitoring',
    ...client,
    vendorName: 'Northern Shield Security',
    amountTotal: unpaidLink ? 418.88 : 371.77,
    notes: '',
    createDate: '2026-03-01 16:00:00',
    deliveryDate: '2026-03-03 20:00:00',
    lines: [
      { name: 'Home Security Monitoring - 12 months', priceTotal: 371.77, createDate: '2026-03-01 16:00:00' },
      ...(unpaidLink
        ? [{ name: 'Renewal - 3 months', priceTotal: 47.11, createDate: '2026-09-01 12:40:00' }]
        : []),
    ],
    terms: TERMS,
    invoices,
    ...(unpaidLink ? { invoiceLinks: { [`INV-${name}-2`]: unpaidLink } } : {}),
  };
}

export const VENDOR_ORDERS: readonly VendorOrderSeed[] = [
  delivery(51, 'RECEIVE_PENDING', 'Deep Cleaning - 2 Bedroom Condo', 480),
  delivery(52, 'RECEIVE_PENDING', 'Carpet Cleaning', 260),
  delivery(53, 'RECEIVE_PENDING', 'Move-out Cleaning', 520),
  delivery(54, 'RECEIVE_COMPLAIN', 'Window Washing', 240),
  delivery(55, 'DONE', 'Gutter Cleaning', 180),
  delivery(56, 'SALE', 'Duct Cleaning', 300),
  delivery(57, 'RECEIVE_PENDING', 'Deep Cleaning - 3 Bedroom House', 640),
  renewable(61),
  renewable(62, '/vendor/invoicing/INV-SO0062-2'),
  renewable(63, 'javascript:alert(document.cookie)'),
  renewable(64, 'https://invoices.evil.example/pay/INV-SO0064-2'),
  renewable(65),
  renewable(66),
];

/** The URL of a sale order's {receive} segment: base64 of its id (delivery) or of its name (renew). */
export function encodeReceive(value: string | number): string {
  return Buffer.from(String(value), 'utf8').toString('base64');
}
