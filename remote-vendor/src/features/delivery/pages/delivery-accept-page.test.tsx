import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { bus, type Locale, type ToastEvent } from '@hearth/shared';
import { installFetchRoutes, renderRemoteRoute } from '@hearth/shared/testing';
import type { ReceiveOrderInput } from '@hearth/shared/contracts/vendorService';
import * as remote from '../../../routes';

const order: ReceiveOrderInput = {
  id: 51,
  name: 'SO0051',
  notes: 'Ring the concierge',
  brfore_pictures: ['http://files.test/b1.svg', 'http://files.test/b2.svg'],
  after_pictures: ['http://files.test/a1.svg'],
  product_name: 'Deep Cleaning',
  product_line: [
    { name: 'Deep Cleaning', price_total: 480 },
    { name: 'Supplies', price_total: '45.5' },
  ],
  address: '51 Harbour St, Toronto',
  create_date: '2026-10-11 03:30:00',
  delivery_date: '2026-10-13 18:00:00',
  order_state: 'RECEIVE_PENDING',
};

type Answer = { status?: number; body: unknown };
type Handler = () => Answer | Promise<Answer>;
let restore: () => void = () => undefined;
let toasts: ToastEvent[] = [];
const onToast = (t: ToastEvent) => void toasts.push(t);
beforeEach(() => {
  toasts = [];
  bus.on('toast', onToast);
});
afterEach(() => {
  bus.off('toast', onToast);
  restore();
});

/** A held answer: the request stays pending until `release` is called. */
function held(answer: Answer) {
  let release: () => void = () => undefined;
  const promise = new Promise<Answer>((resolve) => (release = () => resolve(answer)));
  return { handler: () => promise, release: () => act(async () => release()) };
}

async function renderPage(
  options: { detail?: Handler; confirm?: Handler; complain?: Handler; url?: string; locale?: Locale } = {},
) {
  const fetch = installFetchRoutes({
    'GET vendorService /order/receive/detail':
      options.detail ?? (() => ({ body: { code: 200, data: order } })),
    'POST vendorService /order/receive/confirm':
      options.confirm ?? (() => ({ body: { code: 200, msg: 'success' } })),
    'POST vendorService /customer/complain':
      options.complain ?? (() => ({ body: { code: 200, msg: 'success' } })),
  });
  restore = fetch.restore;
  await renderRemoteRoute(remote, options.url ?? `/hybrid/vendor/delivery/accept/${btoa('51')}`, {
    locale: options.locale ?? 'en',
  });
  const posts = (path: string) =>
    fetch.requests.filter((r) => r.method === 'POST' && r.url.pathname === path);
  return { requests: fetch.requests, posts };
}

describe('DeliveryAcceptPage', () => {
  it('loads the order by its decoded id and shows it with pictures and the two buttons', async () => {
    const { requests } = await renderPage();
    await screen.findByRole('heading', { level: 1, name: /SO0051/ });
    expect(requests.map((r) => `${r.url.pathname}?${r.url.searchParams}`)).toEqual([
      '/order/receive/detail?sale_order_id=51',
    ]);
    expect(document.title).toBe('Delivery Acceptance');
    expect(screen.getByTestId('product-name')).toHaveTextContent('Deep Cleaning');
    expect(screen.getByTestId('notes')).toHaveTextContent('Ring the concierge');
    expect(screen.getByTestId('address')).toHaveTextContent('51 Harbour St, Toronto');
    // Created: UTC + 12 h (spec §9); delivery: UTC shown in local time (the tests run in America/Toronto, EDT).
    expect(screen.getByTestId('created-date')).toHaveTextContent('2026-10-11 15:30');
    expect(screen.getByTestId('delivery-date')).toHaveTextContent('2026-10-13 14:00');
    expect(screen.getByTestId('order-state')).toHaveTextContent('RECEIVE_PENDING');
    expect(screen.getAllByTestId('product-line').map((li) => li.textContent)).toEqual([
      'Deep Cleaning$480.00',
      'Supplies$45.50',
    ]);
    const before = within(screen.getByTestId('pictures-before')).getAllByRole('img');
    expect(before.map((img) => img.getAttribute('alt'))).toEqual([
      'Before Service, picture 1 of 2',
      'Before Service, picture 2 of 2',
    ]);
    expect(within(screen.getByTestId('pictures-after')).getByRole('img')).toHaveAttribute(
      'src',
      'http://files.test/a1.svg',
    );
    expect(screen.getByRole('button', { name: 'Accept Delivery' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Filling Complaints' })).toBeEnabled();
  });

  it('accepts with one request however often it is tapped, locked with a spinner, then a grey ACCEPTED', async () => {
    const answer = held({ body: { code: 200 } });
    const { posts } = await renderPage({ confirm: answer.handler });
    const accept = await screen.findByRole('button', { name: 'Accept Delivery' });
    fireEvent.click(accept);
    fireEvent.click(accept);
    fireEvent.click(screen.getByRole('button', { name: 'Accept Delivery' }));
    expect(screen.getByText('Sending, please wait…')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Accept Delivery' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Filling Complaints' })).toBeDisabled();
    await answer.release();
    expect(await screen.findByRole('button', { name: 'ACCEPTED' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Accept Delivery' })).not.toBeInTheDocument();
    expect(posts('/order/receive/confirm').map((r) => JSON.parse(r.body ?? ''))).toEqual([
      { sale_order_id: 51 },
    ]);
    expect(toasts).toEqual([{ kind: 'success', title: 'Operation Succeed' }]);
  });

  it('warns "Error, Request Failed" on a bad response and unlocks', async () => {
    const { posts } = await renderPage({ confirm: () => ({ body: { code: 409, msg: 'not pending' } }) });
    fireEvent.click(await screen.findByRole('button', { name: 'Accept Delivery' }));
    await waitFor(() => expect(toasts).toEqual([{ kind: 'warning', title: 'Error, Request Failed' }]));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Accept Delivery' })).toBeEnabled());
    expect(posts('/order/receive/confirm')).toHaveLength(1);
  });

  it('goes to /not/found when accepting raises an exception (no answer)', async () => {
    await renderPage({
      confirm: () => {
        throw new TypeError('fetch failed');
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Accept Delivery' }));
    expect(await screen.findByText('not found page', {}, { timeout: 3000 })).toBeInTheDocument();
  });

  it('refuses an empty complaint, then sends the combined details once and shows COMPLAIN PROCESSING', async () => {
    const answer = held({ body: { code: 200 } });
    const { posts } = await renderPage({
      complain: answer.handler,
      url: `/hybrid/vendor/delivery/accept/${btoa('51')}?userName=Wei%20Zhang&email=wei%40example.com&phone=4165550101`,
    });
    const open = await screen.findByRole('button', { name: 'Filling Complaints' });
    fireEvent.click(open);
    expect(open).toHaveAttribute('aria-expanded', 'true');
    fireEvent.click(screen.getByRole('button', { name: 'Submit Complaint' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Please describe the problem before submitting the complaint.',
    );
    expect(screen.getByLabelText(/Problem details/)).toHaveFocus();
    expect(posts('/customer/complain')).toHaveLength(0);

    fireEvent.change(screen.getByLabelText(/Problem details/), { target: { value: 'Stains left' } });
    fireEvent.change(screen.getByLabelText('Steps taken'), { target: { value: 'Called them' } });
    fireEvent.change(screen.getByLabelText('Promises made by the vendor'), { target: { value: 'Re-clean' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit Complaint' }));
    fireEvent.click(screen.getByRole('button', { name: 'Submit Complaint' }));
    expect(screen.getByText('Sending, please wait…')).toBeInTheDocument();
    await answer.release();
    expect(await screen.findByRole('button', { name: 'COMPLAIN PROCESSING' })).toBeDisabled();
    expect(posts('/customer/complain').map((r) => JSON.parse(r.body ?? ''))).toEqual([
      {
        saleOrderId: 51,
        details: [
          'Order: SO0051',
          'Name: Wei Zhang',
          'Email: wei@example.com',
          'Phone: 4165550101',
          'Problem details: Stains left',
          'Steps taken: Called them',
          'Promises made by the vendor: Re-clean',
        ].join('\n'),
      },
    ]);
    expect(toasts).toEqual([
      {
        kind: 'success',
        title: 'Successful Submit Complaint',
        message: 'Our customer service representative will contact you',
      },
    ]);
  });

  it('keeps every answer when the complaint fails, and can send it again', async () => {
    let code = 500;
    const { posts } = await renderPage({ complain: () => ({ body: { code, msg: 'down' } }) });
    fireEvent.click(await screen.findByRole('button', { name: 'Filling Complaints' }));
    fireEvent.change(screen.getByLabelText(/Problem details/), { target: { value: 'Broken window' } });
    fireEvent.change(screen.getByLabelText('Steps taken'), { target: { value: 'Photos' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit Complaint' }));
    await waitFor(() => expect(toasts).toEqual([{ kind: 'warning', title: 'Error, Request Failed' }]));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Submit Complaint' })).toBeEnabled());
    expect(screen.getByLabelText(/Problem details/)).toHaveValue('Broken window');
    expect(screen.getByLabelText('Steps taken')).toHaveValue('Photos');
    code = 200;
    fireEvent.click(screen.getByRole('button', { name: 'Submit Complaint' }));
    expect(await screen.findByRole('button', { name: 'COMPLAIN PROCESSING' })).toBeDisabled();
    expect(posts('/customer/complain')).toHaveLength(2);
  });

  it.each([
    ['RECEIVE_COMPLAIN', 'COMPLAINT PROCESSING'],
    ['DONE', 'ACCEPTED'],
    ['SALE', 'ACCEPTED'],
  ])('shows %s as one disabled %s button', async (state, label) => {
    await renderPage({ detail: () => ({ body: { code: 200, data: { ...order, order_state: state } } }) });
    expect(await screen.findByRole('button', { name: label })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Accept Delivery' })).not.toBeInTheDocument();
  });

  it('renders a spec-minimal order (state only) with N/A and no pictures', async () => {
    await renderPage({ detail: () => ({ body: { code: 200, data: { order_state: 'RECEIVE_PENDING' } } }) });
    await screen.findByRole('heading', { level: 1, name: /51/ });
    expect(screen.getByTestId('created-date')).toHaveTextContent('N/A');
    expect(screen.getAllByText('No pictures')).toHaveLength(2);
  });

  it('shows the page in Chinese', async () => {
    await renderPage({ locale: 'zh-CN' });
    expect(await screen.findByRole('button', { name: '确认验收' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '填写投诉' })).toBeInTheDocument();
    expect(document.title).toBe('交付验收');
  });

  it.each([
    ['an undecodable {receive}', { url: '/hybrid/vendor/delivery/accept/%21%21' }, 0],
    ['an unknown order', { detail: () => ({ body: { code: 404, msg: 'No sale order' } }) }, 1],
    ['an HTTP error', { detail: () => ({ status: 500, body: {} }) }, 1],
  ])('goes to /not/found on %s', async (_, options, requests) => {
    const page = await renderPage(options);
    expect(await screen.findByText('not found page')).toBeInTheDocument();
    expect(page.requests).toHaveLength(requests);
  });
});
