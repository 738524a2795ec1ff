import { describeSpecConformance } from '@hearth/shared/testing';
import {
  accountingReport,
  customerComplain,
  orderDetail,
  orderRenew,
  receiveConfirm,
  receiveOrderDetail,
  renewOrderDetail,
} from '@hearth/shared/spec-calls';
import { getAccountingReport } from './features/accounting/api/accounting-report';
import { getOrderDetail } from './features/accounting/api/order-detail';
import { complain } from './features/delivery/api/customer-complain';
import { confirmReceive } from './features/delivery/api/receive-confirm';
import { getReceiveOrder } from './features/delivery/api/receive-order-detail';
import { renewOrder } from './features/renewal/api/order-renew';
import { getRenewOrderDetail } from './features/renewal/api/renew-order-detail';

// Every call this remote sends (hybrid-pages §7 items 13-19), as its pages send it, against the spec's catalogue.
describeSpecConformance('remote-vendor', [
  { call: receiveOrderDetail, invoke: (signal) => getReceiveOrder('42', signal) },
  { call: receiveConfirm, invoke: () => confirmReceive('42') },
  { call: customerComplain, invoke: () => complain('42', 'Order: SO0042\nProblem: paint missing') },
  { call: accountingReport, invoke: (signal) => getAccountingReport('SO0042', signal) },
  { call: orderDetail, invoke: (signal) => getOrderDetail('SO0042', signal) },
  { call: renewOrderDetail, invoke: (signal) => getRenewOrderDetail('SO0042', signal) },
  {
    call: orderRenew,
    invoke: () =>
      renewOrder({
        soName: 'SO0042',
        price: 120,
        amount: 1,
        period: 1,
        periodUnit: 'month',
        termName: 'Monthly',
        renewProductId: 7,
      }),
  },
]);
