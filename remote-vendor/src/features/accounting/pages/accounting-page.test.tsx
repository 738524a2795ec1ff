import { fireEvent, screen, within } from '@testing-library/react';
import { installFetchRoutes, renderRemoteRoute } from '@hearth/shared/testing';
import * as remote from '../../../routes';
import {
  breakdown,
  localDateTime,
  order,
  renderPage,
  report,
  restoreAfterTest,
  restoreFetch,
  type Answer,
} from './page-test-fixtures';

afterEach(() => restoreFetch());

describe('AccountingPage, customer view', () => {
  it('shows a spinner, then loads the report and the order detail by sale-order name', async () => {
    const { requests } = await renderPage();
    expect(screen.getByText('Loading, Please Wait...').closest('[role=status]')).toBeInTheDocument();
    await screen.findByRole('heading', { level: 1, name: /SO0042/ });
    const byPath = Object.fromEntries(
      requests.map((r) => [r.url.pathname, Object.fromEntries(r.url.searchParams)]),
    );
    expect(byPath).toEqual({
      '/accounting/report': { key: 'SO0042' },
      '/order/detail': { sale_order_name: 'SO0042' },
    });
    expect(screen.getByText('STATUS')).toBeInTheDocument();
    expect(screen.getByTestId('order-state')).toHaveTextContent('RECEIVE_PENDING');
    expect(document.title).toBe('Accounting Summary Page');
  });

  it('shows the overview with local date-times', async () => {
    await renderPage();
    await screen.findByText('Overview');
    const value = (label: string) => screen.getByText(label).nextElementSibling?.textContent;
    expect(value('Purchase ID')).toBe('42');
    expect(value('Created Date')).toBe(localDateTime('2024-02-28 23:45:00'));
    expect(value('Delivered Date')).toBe(localDateTime('2024-03-02 12:00:00'));
    expect(value('Client Name')).toBe('Alice Client');
    expect(value('Agent Name')).toBe('Bob Agent');
    expect(value('Service Address')).toBe('100 King St W, Toronto');
    expect(value('Vendor Name')).toBe('Clean Co');
    expect(value('Product Name')).toBe('Deep Cleaning');
  });

  it('hides vendor and product names when absent; an undelivered order shows N/A', async () => {
    const bare = {
      ...order,
      vendorInfo: null,
      overall: { ...order.overall, delivery_date: null, details: { product_name: null } },
    };
    await renderPage({ order: { body: { code: 200, data: bare } } });
    await screen.findByText('Overview');
    expect(screen.queryByText('Vendor Name')).not.toBeInTheDocument();
    expect(screen.queryByText('Product Name')).not.toBeInTheDocument();
    expect(screen.getByTestId('delivered-date')).toHaveTextContent('N/A');
  });

  it('summarises the CLIENT breakdown in dollars (2 decimals) and lists its invoices', async () => {
    await renderPage();
    await screen.findByText('Summary');
    expect(screen.getByText('You Should Pay').nextElementSibling).toHaveTextContent('$1,234.50');
    expect(screen.getByText('You have Paid').nextElementSibling).toHaveTextContent('$1,000.01');
    const items = screen.getAllByTestId('invoice');
    expect(items).toHaveLength(2);
    const first = within(items[0]!);
    expect(first.getByText('Customer Invoice')).toBeInTheDocument();
    expect(first.getByText(localDateTime('2024-03-01 15:30:00'))).toBeInTheDocument();
    expect(first.getByText('Payable').nextElementSibling).toHaveTextContent('$1,300.00');
    expect(first.getByText('Paid').nextElementSibling).toHaveTextContent('$1,000.00');
    expect(first.getByText('INV/2024/0001')).toBeInTheDocument();
    expect(within(items[1]!).getByText('Customer Refund')).toBeInTheDocument();
    expect(within(items[1]!).getByText('$65.50')).toBeInTheDocument();
  });

  it('labels all four invoice types, in Chinese too', async () => {
    const types = ['OUT_INVOICE', 'IN_INVOICE', 'OUT_REFUND', 'IN_REFUND'] as const;
    const invSubtotal = types.map((type, i) => ({
      type,
      createdDate: '2024-03-01 15:30:00',
      payable: 1,
      paid: 0,
      invoiceNumber: `N${i}`,
    }));
    const all = { ...report, statement: { billBreakdowns: [breakdown('CLIENT', { invSubtotal })] } };
    await renderPage({ report: { body: { code: 200, data: all } }, locale: 'zh-CN' });
    const items = await screen.findAllByTestId('invoice');
    expect(items.map((li) => li.querySelector('.invoice-timeline__type')?.textContent)).toEqual([
      '客户账单',
      '服务商账单',
      '客户退款',
      '服务商退款',
    ]);
    expect(screen.getByText('应付金额')).toBeInTheDocument();
    expect(screen.getByText('状态')).toBeInTheDocument();
  });

  it('has no timeline when there are no invoices', async () => {
    const none = { ...report, statement: { billBreakdowns: [breakdown('CLIENT', { Payable: 5 })] } };
    await renderPage({ report: { body: { code: 200, data: none } } });
    await screen.findByText('Summary');
    expect(screen.queryByText('Invoices')).not.toBeInTheDocument();
  });

  it.each<[string, { report?: Answer; order?: Answer }]>([
    ['a non-200 order code (unknown order)', { order: { body: { code: 500, msg: 'boom' } } }],
    ['a broken order detail', { order: { body: { code: 200, data: { overall: 'SO0042' } } } }],
    ['an HTTP error of the order detail', { order: { status: 503, body: {} } }],
    [
      'a missing CLIENT breakdown',
      { report: { body: { code: 200, data: { ...report, statement: { billBreakdowns: [] } } } } },
    ],
  ])('navigates to /not/found on %s', async (_, answers) => {
    await renderPage(answers);
    expect(await screen.findByText('not found page')).toBeInTheDocument();
  });

  it.each<[string, { report?: Answer; order?: Answer }]>([
    ['a non-200 report code', { report: { body: { code: 404, msg: 'no such order' } } }],
    ['a broken report', { report: { body: { code: 200, data: { orderState: 'SALE' } } } }],
    ['an HTTP error of the report', { report: { status: 500, body: {} } }],
  ])('shows an error state with Retry on %s, and Retry recovers', async (_, answers) => {
    let fail = true;
    const fetch = installFetchRoutes({
      'GET vendorService /accounting/report': () =>
        fail && answers.report ? answers.report : { body: { code: 200, data: report } },
      'GET vendorService /order/detail': () =>
        fail && answers.order ? answers.order : { body: { code: 200, data: order } },
    });
    restoreAfterTest(fetch.restore);
    await renderRemoteRoute(remote, '/hybrid/vendor/accounting/customer/SO0042');
    const alert = await screen.findByRole('alert', {}, { timeout: 3000 });
    expect(alert).toHaveTextContent('Retry');
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: /SO0042/ })).toBeInTheDocument();
    expect(screen.queryByText('not found page')).not.toBeInTheDocument();
  });

  it('shows an error state with Retry on a network failure of the report; of the order detail, /not/found', async () => {
    const original = globalThis.fetch;
    const routes = installFetchRoutes({
      'GET vendorService /accounting/report': () => ({ body: { code: 200, data: report } }),
      'GET vendorService /order/detail': () => ({ body: { code: 200, data: order } }),
    });
    restoreAfterTest(routes.restore);
    const answered = globalThis.fetch;
    const failing = (path: string) => (input: RequestInfo | URL, init?: RequestInit) =>
      new URL(input instanceof Request ? input.url : String(input)).pathname === path
        ? Promise.reject(new TypeError('fetch failed'))
        : answered(input, init);
    globalThis.fetch = failing('/accounting/report');
    restoreAfterTest(() => void (globalThis.fetch = original));
    const first = await renderRemoteRoute(remote, '/hybrid/vendor/accounting/customer/SO0042');
    const alert = await screen.findByRole('alert', {}, { timeout: 3000 });
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    first.unmount();
    globalThis.fetch = failing('/order/detail');
    await renderRemoteRoute(remote, '/hybrid/vendor/accounting/customer/SO0043');
    expect(await screen.findByText('not found page', {}, { timeout: 3000 })).toBeInTheDocument();
  });

  it('navigates to /not/found without requesting when the sale-order name is blank', async () => {
    const { requests } = await renderPage({ oid: '%20' });
    expect(await screen.findByText('not found page')).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it('sends each of the two requests once (the route prefetch and the page share them)', async () => {
    const { requests } = await renderPage();
    await screen.findByRole('heading', { level: 1, name: /SO0042/ });
    expect(requests.map((r) => r.url.pathname).sort()).toEqual(['/accounting/report', '/order/detail']);
  });
});
