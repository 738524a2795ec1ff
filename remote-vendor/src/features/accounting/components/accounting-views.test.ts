import type { BillBreakdown } from '@hearth/shared/contracts/vendorService';
import {
  ACCOUNTING_VIEWS,
  COMPANY_VIEW,
  CUSTOMER_VIEW,
  findBreakdown,
  VENDOR_VIEW,
} from './accounting-views';

const breakdown = (key: BillBreakdown['key']): BillBreakdown => ({
  key,
  invSubtotal: [],
  Payable: 1,
  Paid: 2,
  Receivable: 3,
  Received: 4,
  Income: 5,
});

describe('accounting views (breakdown selection)', () => {
  it('reads CLIENT for the customer, VENDOR for the vendor and MYCOMPANY for the company', () => {
    const all = [breakdown('MYCOMPANY'), breakdown('VENDOR'), breakdown('CLIENT')];
    expect(ACCOUNTING_VIEWS.map((v) => [v.id, findBreakdown(all, v.breakdownKey)?.key])).toEqual([
      ['customer', 'CLIENT'],
      ['vendor', 'VENDOR'],
      ['company', 'MYCOMPANY'],
    ]);
    expect(findBreakdown([breakdown('CLIENT')], 'VENDOR')).toBeUndefined();
  });
  it('shows the spec summary lines of each point of view', () => {
    expect(CUSTOMER_VIEW.summary.map((l) => l.field)).toEqual(['Payable', 'Paid']);
    expect(VENDOR_VIEW.summary.map((l) => l.field)).toEqual(['Receivable', 'Received']);
    expect(VENDOR_VIEW.addressLabelKey).toBe('accounting.overview.clientAddress');
    expect(COMPANY_VIEW.summary.map((l) => l.field)).toEqual([
      'Receivable',
      'Received',
      'Payable',
      'Paid',
      'Income',
    ]);
  });
});
