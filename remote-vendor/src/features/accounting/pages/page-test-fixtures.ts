import type { Locale } from '@hearth/shared';
import { MARKET_ZONE } from '@hearth/shared/dates';
import { installFetchRoutes, renderRemoteRoute } from '@hearth/shared/testing';
import type {
  AccountingReportInput as AccountingReport,
  OrderDetailInput as OrderDetail,
} from '@hearth/shared/contracts/vendorService';
import * as remote from '../../../routes';

/** Test data and the page render shared by the accounting page's tests. */

export const breakdown = (key: 'CLIENT' | 'VENDOR' | 'MYCOMPANY', over: object = {}) => ({
  key,
  invSubtotal: [],
  Payable: 0,
  Paid: 0,
  Receivable: 0,
  Received: 0,
  Income: 0,
  ...over,
});

export const report: AccountingReport = {
  orderState: 'RECEIVE_PENDING',
  statement: {
    billBreakdowns: [
      breakdown('VENDOR', { Receivable: 700, Received: 100 }),
      breakdown('CLIENT', {
        Payable: 1234.5,
        Paid: 1000.005,
        invSubtotal: [
          {
            type: 'OUT_INVOICE',
            createdDate: '2024-03-01 15:30:00',
            payable: 1300,
            paid: 1000,
            invoiceNumber: 'INV/2024/0001',
          },
          {
            type: 'OUT_REFUND',
            createdDate: '2024-03-05 09:05:00',
            payable: 65.5,
            paid: 0,
            invoiceNumber: 'RINV/2024/0002',
          },
        ],
      }),
      breakdown('MYCOMPANY'),
    ],
  },
};

export const order: OrderDetail = {
  overall: {
    id: 42,
    address: '100 King St W, Toronto',
    create_date: '2024-02-28 23:45:00',
    delivery_date: '2024-03-02 12:00:00',
    details: { product_name: 'Deep Cleaning' },
  },
  userInfo: { name: 'Alice Client' },
  salespersonInfo: { name: 'Bob Agent' },
  vendorInfo: { name: 'Clean Co' },
};

/** The UTC source string as the market's YYYY-MM-DD HH:mm (MARKET_ZONE), computed without luxon. */
export function localDateTime(utc: string): string {
  const at = Date.parse(`${utc.replace(' ', 'T')}Z`);
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: MARKET_ZONE,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value;
  return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}`;
}

export type Answer = { status?: number; body: unknown };
let restore: () => void = () => undefined;

/** What `restoreFetch` undoes after the test (`renderPage` sets it; a test that fakes fetch itself too). */
export function restoreAfterTest(undo: () => void): void {
  restore = undo;
}

/** Undoes the test's fetch routes (each test file calls it after each test). */
export function restoreFetch(): void {
  restore();
}

export async function renderPage(
  options: { report?: Answer; order?: Answer; locale?: Locale; oid?: string; view?: string } = {},
) {
  const fetch = installFetchRoutes({
    'GET vendorService /accounting/report': () => options.report ?? { body: { code: 200, data: report } },
    'GET vendorService /order/detail': () => options.order ?? { body: { code: 200, data: order } },
  });
  restore = fetch.restore;
  // The remote's real `./routes` at the page's URL, as the shell renders it (prefetch on match, lazy page);
  // `/not/found` shows "not found page".
  await renderRemoteRoute(
    remote,
    `/hybrid/vendor/accounting/${options.view ?? 'customer'}/${options.oid ?? 'SO0042'}`,
    {
      locale: options.locale ?? 'en',
    },
  );
  return fetch;
}
