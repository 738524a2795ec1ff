import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { bus, type Locale, type ToastEvent } from '@hearth/shared';
import { installFetchRoutes, renderRemoteRoute } from '@hearth/shared/testing';
import type { RenewOrderDetailInput } from '@hearth/shared/contracts/vendorService';
import * as remote from '../../../routes';
import { browserLocation } from '../../../components/invoicing-url';

const detail = (
  invoices: RenewOrderDetailInput['clientStatement']['invSubtotal'] = [],
): RenewOrderDetailInput => ({
  order: {
    saleOrder: {
      name: 'SO0061',
      amount_total: 371.77,
      x_delivery_address: '61 Empress Ave, North York',
      order_create_date: '2026-03-01 16:00:00',
      x_main_delivery_date: '2026-03-03 20:00:00',
    },
    saleOrderLine: [
      {
        name: 'Home Security Monitoring - 12 months',
        create_date: '2026-03-01 16:00:00',
        price_total: 371.77,
      },
      { name: 'Renewal - 3 months', create_date: '2026-09-01 12:40:00', price_total: '47.11' },
    ],
  },
  paymentTerm: [
    { x_price: 47.11, x_renew_period: 3, x_renew_period_unit: 'month', x_product_id: 3101 },
    { x_price: 89.27, x_renew_period: 6, x_renew_period_unit: 'month', x_product_id: 3102 },
    { x_price: 169.5, x_renew_period: 1, x_renew_period_unit: 'year', x_product_id: 3103 },
  ],
  clientStatement: {
    invSubtotal: [{ unpaid: 0, type: 'OUT_INVOICE', link: 'http://vendorservice.test/i/1' }, ...invoices],
  },
});

type Answer = { status?: number; body: unknown };
let restore: () => void = () => undefined;
let toasts: ToastEvent[] = [];
let assigned: string[] = [];
const onToast = (t: ToastEvent) => void toasts.push(t);
beforeEach(() => {
  toasts = [];
  assigned = [];
  bus.on('toast', onToast);
  jest.spyOn(browserLocation, 'assign').mockImplementation((url) => void assigned.push(url));
});
afterEach(() => {
  bus.off('toast', onToast);
  jest.restoreAllMocks();
  restore();
});

async function renderPage(
  options: {
    detail?: () => Answer;
    renew?: () => Answer | Promise<Answer>;
    url?: string;
    locale?: Locale;
  } = {},
) {
  const fetch = installFetchRoutes({
    'GET vendorService /order/detail': options.detail ?? (() => ({ body: { code: 200, data: detail() } })),
    'POST vendorService /order/renew':
      options.renew ??
      (() => ({
        body: {
          code: 200,
          data: { resInvoicing: { data: { url: 'http://vendorservice.test/invoicing/R1' } } },
        },
      })),
  });
  restore = fetch.restore;
  await renderRemoteRoute(remote, options.url ?? `/hybrid/vendor/order/renew/${btoa('SO0061')}`, {
    locale: options.locale ?? 'en',
  });
  const posts = () => fetch.requests.filter((r) => r.method === 'POST').map((r) => JSON.parse(r.body ?? ''));
  return { requests: fetch.requests, posts };
}

describe('RenewPage', () => {
  it('loads the order by its decoded name (app=RENEW) and shows packages, details and history', async () => {
    const { requests } = await renderPage();
    await screen.findByRole('heading', { level: 1, name: 'Service Renew' });
    expect(requests.map((r) => Object.fromEntries(r.url.searchParams))).toEqual([
      { sale_order_name: 'SO0061', app: 'RENEW' },
    ]);
    expect(document.title).toBe('Renew Services');
    expect(screen.getByText('Please choose the time period and pay')).toBeInTheDocument();
    expect(screen.getByTestId('order-number')).toHaveTextContent('SO0061');
    const radios = screen.getAllByRole('radio');
    expect(radios.map((r) => r.closest('label')?.textContent)).toEqual([
      '$47.113 months',
      '$89.276 months',
      '$169.501 year',
    ]);
    expect(radios[0]).toBeChecked();
    expect(screen.getByTestId('service-name')).toHaveTextContent('Home Security Monitoring - 12 months');
    expect(screen.getByTestId('total-amount')).toHaveTextContent('$371.77');
    expect(screen.getByTestId('delivery-address')).toHaveTextContent('61 Empress Ave, North York');
    expect(screen.getByTestId('created-date')).toHaveTextContent('2026-03-02 04:00');
    expect(screen.getByTestId('delivered-date')).toHaveTextContent('2026-03-03 15:00');
    expect(screen.getAllByTestId('history-line').map((li) => li.textContent)).toEqual([
      'Home Security Monitoring - 12 months2026-03-01 11:00$371.77',
      'Renewal - 3 months2026-09-01 08:40$47.11',
    ]);
  });

  it('renews the chosen package once however often it is tapped, then goes to the invoicing page', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<Answer>(
      (resolve) =>
        (release = () =>
          resolve({
            body: {
              code: 200,
              data: { resInvoicing: { data: { url: 'http://vendorservice.test/invoicing/R1' } } },
            },
          })),
    );
    const { posts } = await renderPage({ renew: () => held });
    fireEvent.click(await screen.findByRole('radio', { name: /6 months/ }));
    const button = screen.getByRole('button', { name: 'Renew' });
    fireEvent.click(button);
    fireEvent.click(button);
    expect(screen.queryByRole('button', { name: 'Renew' })).not.toBeInTheDocument();
    expect(screen.getByText('Renewing, please wait…')).toBeInTheDocument();
    await act(async () => release());
    await waitFor(() => expect(assigned).toEqual(['http://vendorservice.test/invoicing/R1']));
    expect(posts()).toEqual([
      {
        soName: 'SO0061',
        price: 89.27,
        amount: 1,
        period: 6,
        periodUnit: 'month',
        termName: '6 month',
        renewProductId: 3102,
      },
    ]);
    expect(toasts).toEqual([]);
  });

  it('with an unpaid OUT_INVOICE: warns "Pay Bill First…" and goes to that invoice, without renewing', async () => {
    const unpaid = [
      { unpaid: 47.11, type: 'OUT_INVOICE', link: 'http://vendorservice.test/invoicing/INV-2' },
    ];
    const { posts } = await renderPage({ detail: () => ({ body: { code: 200, data: detail(unpaid) } }) });
    fireEvent.click(await screen.findByRole('button', { name: 'Renew' }));
    expect(toasts).toEqual([
      { kind: 'warning', title: 'Pay Bill First', message: 'You Still Have Unpaid Bills, Please Pay' },
    ]);
    expect(assigned).toEqual(['http://vendorservice.test/invoicing/INV-2']);
    expect(posts()).toEqual([]);
  });

  it.each([
    ['a foreign-host invoice link', 'https://invoices.evil.example/pay/1'],
    ['a javascript: invoice link (dropped by the contract)', 'javascript:alert(1)'],
    ['a data: invoice link', 'data:text/html,hi'],
  ])('refuses %s with a clear message; nothing navigates and Renew unlocks', async (_, link) => {
    const unpaid = [{ unpaid: 5, type: 'OUT_INVOICE', link }];
    await renderPage({ detail: () => ({ body: { code: 200, data: detail(unpaid) } }) });
    fireEvent.click(await screen.findByRole('button', { name: 'Renew' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This payment link cannot be opened.');
    expect(assigned).toEqual([]);
    expect(toasts.map((t) => t.title)).toEqual(['Pay Bill First', 'This payment link cannot be opened.']);
    expect(screen.getByRole('button', { name: 'Renew' })).toBeEnabled();
  });

  it('refuses a hostile invoicing url in the renew answer', async () => {
    await renderPage({
      renew: () => ({
        body: { code: 200, data: { resInvoicing: { data: { url: 'javascript:alert(document.cookie)' } } } },
      }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Renew' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This payment link cannot be opened.');
    expect(assigned).toEqual([]);
  });

  it('warns "Error, Request Failed" when renewing fails, and unlocks', async () => {
    const { posts } = await renderPage({ renew: () => ({ body: { code: 500, msg: 'down' } }) });
    fireEvent.click(await screen.findByRole('button', { name: 'Renew' }));
    await waitFor(() => expect(toasts).toEqual([{ kind: 'warning', title: 'Error, Request Failed' }]));
    expect(await screen.findByRole('button', { name: 'Renew' })).toBeEnabled();
    expect(assigned).toEqual([]);
    expect(posts()).toHaveLength(1);
  });

  it('shows the page in Chinese', async () => {
    await renderPage({ locale: 'zh-CN' });
    expect(await screen.findByRole('heading', { level: 1, name: '服务续费' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /3个月/ })).toBeChecked();
    expect(screen.getByRole('button', { name: '续费' })).toBeInTheDocument();
  });

  it.each([
    ['an undecodable {receive}', { url: '/hybrid/vendor/order/renew/%21' }, 0],
    ['an unknown order', { detail: () => ({ body: { code: 404, msg: 'No sale order' } }) }, 1],
    ['a broken contract', { detail: () => ({ body: { code: 200, data: { order: {} } } }) }, 1],
  ])('goes to /not/found on %s', async (_, options, count) => {
    const { requests } = await renderPage(options);
    expect(await screen.findByText('not found page')).toBeInTheDocument();
    expect(requests).toHaveLength(count);
  });
});
