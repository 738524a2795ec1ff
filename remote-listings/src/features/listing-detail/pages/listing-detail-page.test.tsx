import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSiteStore } from '@hearth/shared';
import {
  installFetchRoutes,
  makeTestAgent,
  renderRemoteRoute,
  type RecordedRequest,
} from '@hearth/shared/testing';
import type { ListingDetailInput } from '@hearth/shared/contracts/cmis';
import { translationBundles } from '../../../i18n/translations';
import * as remote from '../../../routes';
import { CAROUSEL_INTERVAL_MS } from '../components/photo-carousel';

const DETAIL = 'GET cmis /mh/queryHouByid';
const TRANSLATE = 'POST translation /toChinese';

function full(patch: Partial<ListingDetailInput> = {}): ListingDetailInput {
  return {
    identifier: 'treb-C4200001',
    pictures: ['http://files.test/1.svg', 'http://files.test/2.svg'],
    virtualTour: 'https://tours.test/C4200001',
    mlsNumber: 'C4200001',
    listingType: 'Sale',
    zoning: 'Residential',
    propertyType: 'Detached',
    community: '-',
    approxAge: '',
    garages: 2,
    price: 1899000,
    fullAddress: '25 Hollywood Ave, Toronto',
    bedrooms: 4,
    bedroomsPlus: 1,
    washrooms: 4,
    managementFee: 512.3,
    openHouse: ['2026-11-28 14:00-16:00'],
    utilityIncludes: ['Water'],
    tax: { value: 8123.45, year: 2025 },
    soldPrice: 1950000,
    latitude: 43.7,
    longitude: -79.4,
    remarks: { description: 'Bright home', extras: 'Fridge included', legal: 'PLAN 1234' },
    newRooms: [
      {
        name: 'Kitchen',
        level: 'Main',
        sizeF: '12.0 x 10.0',
        sizeM: '3.66 x 3.05',
        descriptions: ['Granite'],
      },
    ],
    HouSchoolList: [
      { name: 'Earl Haig SS', distance: 1240, grade: '9-12', type: 'AP', rank: '12/746' },
      { name: 'Hollywood PS', distance: 480, grade: 'JK-6', type: 'Public', rank: '45/3037' },
    ],
    firstPay: 379800,
    monthPay: 6622,
    ...patch,
  };
}

const ok = (data: unknown) => ({ body: { code: 200, msg: 'success', data } });
const params = (r: RecordedRequest) => Object.fromEntries(r.url.searchParams);

function renderPage(id = 'treb-C4200001', locale: 'en' | 'zh-CN' = 'en') {
  return renderRemoteRoute(remote, `/listing/${id}`, { locale, translations: translationBundles });
}

describe('ListingDetailPage', () => {
  let routes: ReturnType<typeof installFetchRoutes>;
  beforeEach(() => useSiteStore.setState({ status: 'ready', mode: 'agent', agent: makeTestAgent() }));
  afterEach(() => routes.restore());

  it('asks for the listing (ltype 1, userid 1) and shows every section with its rules', async () => {
    routes = installFetchRoutes({ [DETAIL]: () => ok(full()) });
    await renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: '25 Hollywood Ave, Toronto' })).toBeVisible();
    expect(params(routes.requests[0]!)).toEqual({ houid: 'treb-C4200001', ltype: '1', userid: '1' });
    expect(document.title).toBe('Listing Detail');
    // Sold above: list price struck through, sold price, arrow up.
    const summary = screen.getByRole('region', { name: 'Price and rooms' });
    expect(summary.querySelector('s')).toHaveTextContent('$1,899,000');
    expect(within(summary).getByText('$1,950,000')).toBeVisible();
    expect(summary.querySelector('.listing-summary__arrow--up')).toHaveTextContent('↑');
    expect(within(summary).getByText('Bedrooms: 4 + 1')).toBeVisible();
    expect(within(summary).getByText('Garages: 2')).toBeVisible();
    expect(within(summary).getByRole('link', { name: /Virtual tour/ })).toHaveAttribute(
      'href',
      'https://tours.test/C4200001',
    );
    // N/A for "-" and empty; money without decimals.
    const info = screen.getByRole('region', { name: 'Summary Info' });
    expect(within(info).getByText('Community').nextSibling).toHaveTextContent('N/A');
    expect(within(info).getByText('Approximate age').nextSibling).toHaveTextContent('N/A');
    expect(within(info).getByText('Maintenance fee').nextSibling).toHaveTextContent('$512');
    // Description without the legal section.
    expect(screen.getByText('Bright home')).toBeVisible();
    expect(screen.queryByText('PLAN 1234')).not.toBeInTheDocument();
    // Schools: km, AP, GoodSchool.
    const schools = screen.getByRole('region', { name: /Schools/ });
    expect(within(schools).getByText('GoodSchool')).toBeVisible();
    expect(within(schools).getByText('1.2 km')).toBeVisible();
    expect(within(schools).getByText('Advanced Placement')).toBeVisible();
    // Cost with the sample text and the tax.
    const cost = screen.getByRole('region', { name: 'Cost' });
    expect(within(cost).getByText('$379,800')).toBeVisible();
    expect(within(cost).getByText('Property tax (2025)').nextSibling).toHaveTextContent('$8,123');
    expect(
      screen.getByText(/20% down payment, 25-year amortization, 5-year variable rate at 2.25%/),
    ).toBeVisible();
    expect(screen.getByText('2026-11-28 14:00-16:00')).toBeVisible();
    expect(screen.getByRole('region', { name: 'Location' })).toBeVisible();
    expect(screen.getByRole('region', { name: 'Disclaimer' })).toBeVisible();
    // Agent site: the agent sidebar.
    expect(screen.getByRole('complementary')).toBeVisible();
  });

  it('hides what the data does not support: map, rooms, schools, cost, tour, arrows, zero icons, photos', async () => {
    routes = installFetchRoutes({
      [DETAIL]: () =>
        ok({
          ...full({
            listingType: 'Lease',
            soldPrice: 1899000,
            virtualTour: 'Call for a tour',
            garages: 0,
            bedrooms: 0,
          }),
          latitude: null,
          pictures: [],
          newRooms: [],
          HouSchoolList: [],
        }),
    });
    await renderPage();
    const summary = await screen.findByRole('region', { name: 'Price and rooms' });
    expect(summary.querySelector('s')).toHaveTextContent('$1,899,000');
    expect(summary.querySelector('.listing-summary__arrow')).toBeNull();
    expect(within(summary).getByText('(sold at the list price)')).toBeInTheDocument();
    expect(within(summary).queryByText(/Garages|Bedrooms/)).not.toBeInTheDocument();
    expect(within(summary).queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'No photo available' })).toBeInTheDocument();
    for (const name of ['Location', 'Rooms', /Schools/, 'Cost'])
      expect(screen.queryByRole('region', { name })).not.toBeInTheDocument();
  });

  it('hides the cost of a Commercial Sale, and shows the arrow down when sold below', async () => {
    routes = installFetchRoutes({ [DETAIL]: () => ok(full({ zoning: 'Commercial', soldPrice: 1800000 })) });
    await renderPage();
    const summary = await screen.findByRole('region', { name: 'Price and rooms' });
    expect(summary.querySelector('.listing-summary__arrow--down')).toHaveTextContent('↓');
    expect(screen.queryByRole('region', { name: 'Cost' })).not.toBeInTheDocument();
  });

  it('toggles the room sizes between Feet (default) and Meter', async () => {
    routes = installFetchRoutes({ [DETAIL]: () => ok(full()) });
    await renderPage();
    const rooms = await screen.findByRole('region', { name: 'Rooms' });
    expect(within(rooms).getByRole('button', { name: 'Feet' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(rooms).getByText('12.0 x 10.0')).toBeVisible();
    await userEvent.click(within(rooms).getByRole('button', { name: 'Meter' }));
    expect(within(rooms).getByText('3.66 x 3.05')).toBeVisible();
    expect(within(rooms).queryByText('12.0 x 10.0')).not.toBeInTheDocument();
  });

  it('translates each section to Chinese, restores the original, and keeps it when a translation fails', async () => {
    routes = installFetchRoutes({
      [DETAIL]: () => ok(full()),
      [TRANSLATE]: (r) => {
        const { str } = JSON.parse(r.body ?? '{}') as { str: string };
        return str === 'Fridge included'
          ? { status: 500, body: { code: 500 } }
          : { body: { res: '明亮住宅' } };
      },
    });
    await renderPage();
    const toggle = await screen.findByRole('checkbox', { name: 'Translate to Chinese' });
    await userEvent.click(toggle);
    expect(await screen.findByText('明亮住宅')).toBeVisible();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The translation failed: the original text is shown.',
    );
    expect(screen.getByText('Fridge included')).toBeVisible();
    const sent = routes.requests.filter((r) => r.method === 'POST').map((r) => JSON.parse(r.body ?? '{}'));
    expect(sent).toEqual(
      expect.arrayContaining([
        { str: 'Bright home', region: 'zh-CN' },
        { str: 'Fridge included', region: 'zh-CN' },
      ]),
    );
    expect(sent).not.toContainEqual({ str: 'PLAN 1234', region: 'zh-CN' });
    await userEvent.click(toggle);
    expect(screen.getByText('Bright home')).toBeVisible();
    expect(screen.queryByText('明亮住宅')).not.toBeInTheDocument();
  });

  it('advances the carousel every 3000 ms, pauses on hover, and moves with the arrow keys', async () => {
    routes = installFetchRoutes({ [DETAIL]: () => ok(full()) });
    await renderPage();
    const carousel = await screen.findByRole('region', { name: 'Photos' });
    const image = () => within(carousel).getByRole('img');
    expect(image()).toHaveAttribute('src', 'http://files.test/1.svg');
    jest.useFakeTimers();
    try {
      // Hovered: paused however long it waits.
      act(() => carousel.dispatchEvent(new MouseEvent('mouseover', { bubbles: true })));
      act(() => jest.advanceTimersByTime(CAROUSEL_INTERVAL_MS * 2));
      expect(image()).toHaveAttribute('src', 'http://files.test/1.svg');
      // Left: the next photo after 3000 ms.
      act(() =>
        carousel.dispatchEvent(new MouseEvent('mouseout', { bubbles: true, relatedTarget: document.body })),
      );
      act(() => jest.advanceTimersByTime(CAROUSEL_INTERVAL_MS - 1));
      expect(image()).toHaveAttribute('src', 'http://files.test/1.svg');
      act(() => jest.advanceTimersByTime(1));
      expect(image()).toHaveAttribute('src', 'http://files.test/2.svg');
    } finally {
      jest.useRealTimers();
    }
    act(() => within(carousel).getByRole('button', { name: 'Next photo' }).focus());
    await userEvent.keyboard('{ArrowRight}');
    expect(image()).toHaveAttribute('src', 'http://files.test/1.svg');
  });

  it('www mode: the contact panel instead of the agent sidebar; an unknown listing shows the error with Retry (Chinese)', async () => {
    useSiteStore.setState({ status: 'ready', mode: 'www', agent: null });
    routes = installFetchRoutes({ [DETAIL]: () => ({ body: { code: 404, msg: 'No listing' } }) });
    await renderPage('treb-NOPE', 'zh-CN');
    expect(await screen.findByRole('button', { name: /重试/ })).toBeVisible();
    // The agent sidebar is replaced by the world-wide contact-agent panel.
    expect(screen.getAllByRole('complementary').map((c) => c.getAttribute('aria-label'))).toEqual([
      '就此房源联系经纪人',
    ]);
    await waitFor(() => expect(document.title).toBe('房源详情'));
  });
});
