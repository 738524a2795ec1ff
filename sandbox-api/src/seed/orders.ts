/**
 * Seeded vendor sale orders with lines, renewal packages and invoices (UTC dates, dollars). SO0046 is MINIMAL:
 * its answers carry only what the spec promises and the pages need — ids and amounts as strings, dates in ISO 8601
 * UTC (`…Z`), no vendorInfo, no product name, no delivery date.
 */
export interface OrderSeed {
  id: number;
  name: string;
  state: string;
  address: string;
  productName: string;
  clientName: string;
  salespersonName: string;
  vendorName: string | null;
  amountTotal: number;
  notes: string;
  createDate: string;
  deliveryDate: string | null;
  lines: { name: string; priceTotal: number; createDate: string }[];
  terms: { price: number; period: number; periodUnit: 'month' | 'year'; productId: number }[];
  invoices: {
    number: string;
    type: 'OUT_INVOICE' | 'IN_INVOICE' | 'OUT_REFUND' | 'IN_REFUND';
    payable: number;
    paid: number;
    createdDate: string;
  }[];
  /** Answered in the minimal wire shape (see above). */
  minimal?: boolean;
}

export const ORDERS: readonly OrderSeed[] = [
  {
    id: 42,
    name: 'SO0042',
    state: 'RECEIVE_PENDING',
    address: '88 Harbour St, Toronto, ON M5J 0C3',
    productName: 'Deep Cleaning - 3 Bedroom Condo',
    clientName: 'Wei Zhang',
    salespersonName: 'Lily Chen',
    vendorName: 'Maple Leaf Cleaning Co.',
    amountTotal: 1130,
    notes: 'Please bring eco-friendly products.',
    createDate: '2026-09-14 15:30:00',
    deliveryDate: '2026-09-20 18:00:00',
    lines: [{ name: 'Deep Cleaning - 3 Bedroom Condo', priceTotal: 1130, createDate: '2026-09-14 15:30:00' }],
    terms: [],
    invoices: [
      {
        number: 'INV-2026-0421',
        type: 'OUT_INVOICE',
        payable: 565,
        paid: 565,
        createdDate: '2026-09-14 15:35:00',
      },
      {
        number: 'INV-2026-0422',
        type: 'OUT_INVOICE',
        payable: 565,
        paid: 200,
        createdDate: '2026-09-20 18:30:00',
      },
      {
        number: 'RINV-2026-0031',
        type: 'OUT_REFUND',
        payable: 113,
        paid: 113,
        createdDate: '2026-09-22 10:00:00',
      },
      {
        number: 'BILL-2026-0107',
        type: 'IN_INVOICE',
        payable: 800,
        paid: 400,
        createdDate: '2026-09-21 09:15:00',
      },
    ],
  },
  {
    id: 43,
    name: 'SO0043',
    state: 'SALE',
    address: '1200 Bay St, Toronto, ON M5R 2A5',
    productName: 'Pre-Purchase Home Inspection',
    clientName: 'Emily Brown',
    salespersonName: 'Lily Chen',
    vendorName: null,
    amountTotal: 452,
    notes: '',
    createDate: '2026-11-02 13:05:00',
    deliveryDate: null,
    lines: [{ name: 'Pre-Purchase Home Inspection', priceTotal: 452, createDate: '2026-11-02 13:05:00' }],
    terms: [],
    invoices: [],
  },
  {
    id: 44,
    name: 'SO0044',
    state: 'DONE',
    address: '35 Empress Ave, North York, ON M2N 6Y1',
    productName: 'Home Security Monitoring',
    clientName: 'Wei Zhang',
    salespersonName: 'Lily Chen',
    vendorName: 'Northern Shield Security',
    amountTotal: 418.88,
    notes: '',
    createDate: '2026-02-01 16:00:00',
    deliveryDate: '2026-02-03 20:00:00',
    lines: [
      { name: 'Home Security Monitoring - 12 months', priceTotal: 371.77, createDate: '2026-02-01 16:00:00' },
      { name: 'Renewal - 3 months', priceTotal: 47.11, createDate: '2026-10-28 12:40:00' },
    ],
    terms: [
      { price: 47.11, period: 3, periodUnit: 'month', productId: 3101 },
      { price: 89.27, period: 6, periodUnit: 'month', productId: 3102 },
      { price: 169.5, period: 1, periodUnit: 'year', productId: 3103 },
    ],
    invoices: [
      {
        number: 'INV-2026-0102',
        type: 'OUT_INVOICE',
        payable: 371.77,
        paid: 371.77,
        createdDate: '2026-02-01 16:05:00',
      },
      {
        number: 'INV-2026-0988',
        type: 'OUT_INVOICE',
        payable: 47.11,
        paid: 47.11,
        createdDate: '2026-10-28 12:45:00',
      },
      {
        number: 'BILL-2026-0044',
        type: 'IN_INVOICE',
        payable: 290,
        paid: 290,
        createdDate: '2026-02-04 09:00:00',
      },
    ],
  },
  {
    id: 45,
    name: 'SO0045',
    state: 'DONE',
    address: '7 Main St Unionville, Markham, ON L3R 2E4',
    productName: 'Lawn Care Subscription',
    clientName: '李娜',
    salespersonName: 'Hearth Realty',
    vendorName: 'GreenBlade Lawn Care',
    amountTotal: 339,
    notes: '',
    createDate: '2026-05-01 14:00:00',
    deliveryDate: '2026-05-06 15:00:00',
    lines: [
      { name: 'Lawn Care Subscription - 6 months', priceTotal: 339, createDate: '2026-05-01 14:00:00' },
    ],
    terms: [{ price: 339, period: 6, periodUnit: 'month', productId: 3201 }],
    invoices: [
      {
        number: 'INV-2026-0517',
        type: 'OUT_INVOICE',
        payable: 339,
        paid: 150,
        createdDate: '2026-05-01 14:10:00',
      },
      {
        number: 'BILL-2026-0203',
        type: 'IN_INVOICE',
        payable: 250,
        paid: 0,
        createdDate: '2026-05-07 09:00:00',
      },
      {
        number: 'RBILL-2026-0011',
        type: 'IN_REFUND',
        payable: 20,
        paid: 20,
        createdDate: '2026-05-10 09:00:00',
      },
    ],
  },
  {
    id: 46,
    name: 'SO0046',
    state: 'DONE',
    address: '28 Main St Unionville, Markham, ON L3R 2G1',
    productName: 'Window Washing',
    clientName: '李娜',
    salespersonName: 'Mia Lin',
    vendorName: 'ClearView Windows',
    amountTotal: 240,
    notes: '',
    createDate: '2026-10-05 16:20:00',
    deliveryDate: '2026-10-08 14:00:00',
    lines: [{ name: 'Window Washing', priceTotal: 240, createDate: '2026-10-05 16:20:00' }],
    terms: [],
    invoices: [
      {
        number: 'INV-2026-1046',
        type: 'OUT_INVOICE',
        payable: 240,
        paid: 240,
        createdDate: '2026-10-05 16:25:00',
      },
      {
        number: 'BILL-2026-0346',
        type: 'IN_INVOICE',
        payable: 180,
        paid: 0,
        createdDate: '2026-10-09 09:00:00',
      },
    ],
    minimal: true,
  },
];

/** The minimal sale order (see above). */
export const MINIMAL_ORDER_NAME = 'SO0046';

/** Marketing-watch images by ltype (1 English, 0 Chinese); files under /files/marketing/. */
export const MARKETING_IMAGES: Record<0 | 1, string[]> = {
  1: ['watch-en-1', 'watch-en-2', 'watch-en-3'],
  0: ['watch-zh-1', 'watch-zh-2', 'watch-zh-3'],
};
