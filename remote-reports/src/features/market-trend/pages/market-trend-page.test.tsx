import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Locale } from '@hearth/shared';
import { installFetchRoutes, renderRemoteRoute, type RecordedRequest } from '@hearth/shared/testing';
import * as remote from '../../../routes';

type Answer = { status?: number; body: unknown };
const months8 = (base: number) => Array.from({ length: 8 }, (_, i) => base + i);
const months21 = (base: number) => Array.from({ length: 21 }, (_, i) => base + i);
const STATS = {
  medPriceThisMonth: 1180,
  newListingSum: 420,
  monthlyMedPriceGrowth: 1.5,
  yearlyMedPriceGrowth: -2.25,
  salesSum: 310,
  domAvg: 17,
  priceAvg: 1234567,
  slrAvg: 102.5,
  month: 10,
  year: 2026,
  priceAvgThis: months8(1_000_000),
  priceAvgLast: months8(900_000),
  medSlrThis: months8(100),
  medSlrLast: months8(98),
  domAvgThis: months8(10),
  domAvgLast: months8(12),
  slrAvgThis: months8(99),
  slrAvgLast: months8(97),
  salesSumThis: months8(200),
  salesSumLast: months8(180),
  activeNumbers: months21(600),
  newListings: months21(300),
  soldListings: months21(150),
  absorptionMonths: [...months21(3).slice(0, 20), 4.2],
  absorptionRates: [...months21(10).slice(0, 20), 23.8],
  domHistory: months21(15),
  priceHistory: months21(1_100_000),
  propertyTypeDistribution: [
    { type: 'Detached', count: 40 },
    { type: 'Condo', count: 60 },
  ],
  soldPriceDistribution: [
    { price: 650000, count: 2 },
    { price: 1250000, count: 3 },
  ],
};
const ok = (data: unknown): Answer => ({ body: { code: 200, data } });
const form = (r: RecordedRequest) => new URLSearchParams(r.body ?? '');

let restore: () => void = () => undefined;
afterEach(() => restore());

async function renderPage(
  opts: { locale?: Locale; stats?: (r: RecordedRequest) => Answer; communities?: () => Answer } = {},
) {
  const fetch = installFetchRoutes({
    'POST selection /findCityByProvince.json': () => ok(['Toronto', 'Markham']),
    'POST selection /findCommunityByCity.json': opts.communities ?? (() => ok(['Unionville', 'Cornell'])),
    'POST quotation /findQuotations.json': opts.stats ?? (() => ok(STATS)),
  });
  restore = fetch.restore;
  const view = await renderRemoteRoute(remote, '/hybrid/marketing/trend', { locale: opts.locale ?? 'en' });
  return { ...fetch, view };
}

const order = (requests: RecordedRequest[]) => requests.map((r) => r.url.pathname.split('/').pop());

async function pick(selector: RegExp, option: string) {
  await userEvent.click(screen.getByRole('button', { name: selector }));
  const dialog = await screen.findByRole('dialog');
  await userEvent.click(within(dialog).getByRole('button', { name: option }));
}

describe('MarketTrendPage', () => {
  it('loads the cities and the statistics of all Ontario, Detached; shows the summary figures', async () => {
    const { requests } = await renderPage();
    expect(await screen.findByText('$1,180,000')).toBeInTheDocument();
    expect(document.title).toBe('Marketing Report');
    expect(order(requests)).toEqual(['findCityByProvince.json', 'findQuotations.json']);
    expect(form(requests[0]!).get('province')).toBe('Ontario');
    expect(Object.fromEntries(form(requests[1]!))).toEqual({
      city: 'all',
      community: 'null',
      propertyNew: 'Detached',
    });
    const summary = screen.getByText('Median price this month').closest('dl')!;
    expect(within(summary).getByText('+1.5%')).toBeInTheDocument();
    expect(within(summary).getByText('-2.3%')).toBeInTheDocument();
    expect(within(summary).getByText('$1,234,567')).toBeInTheDocument();
    expect(within(summary).getByText('102.5%')).toBeInTheDocument();
  });

  it('writes the trend text from the latest absorption months and rate', async () => {
    await renderPage();
    const text = await screen.findByRole('region', { name: 'Market trend' });
    expect(text).toHaveTextContent("With 4.2 months of inventory, this is a seller's market.");
    expect(text).toHaveTextContent("An absorption rate of 23.8% points to a seller's market.");
  });

  it('charts: 8 months this year against last year (prices in K, ratio ÷ 100), 21-month history, distributions', async () => {
    await renderPage();
    const price = await screen.findByRole('table', { name: 'Average price (K)' });
    const rows = within(price).getAllByRole('row');
    expect(rows).toHaveLength(9);
    expect(rows[1]).toHaveTextContent('Mar$1,000K$900K');
    expect(rows[8]).toHaveTextContent('Oct$1,000K$900K');
    const slr = screen.getByRole('table', { name: 'Median sold-to-list ratio' });
    expect(within(slr).getAllByRole('row')[1]).toHaveTextContent('Mar100.0%98.0%');
    expect(within(screen.getByRole('table', { name: 'Listing history' })).getAllByRole('row')).toHaveLength(
      22,
    );
    const buckets = screen.getByRole('table', { name: 'Sold price distribution' });
    expect(
      within(buckets)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual([
      'Sold priceListings',
      '$600K–$800K2',
      '$800K–$1,000K0',
      '$1,000K–$1,200K0',
      '$1,200K–$1,400K3',
    ]);
    expect(screen.getByRole('table', { name: 'Property type distribution' })).toHaveTextContent('Condo60');
  });

  it('community opens only once a city is chosen; a city change reloads communities, then statistics', async () => {
    const { requests } = await renderPage();
    await screen.findByText('$1,180,000');
    expect(screen.getByRole('button', { name: /^Community/ })).toBeDisabled();
    await pick(/^City/, 'Markham');
    await screen.findByRole('button', { name: /^Community\s*All$/ });
    await screen.findByText('$1,180,000');
    expect(order(requests).slice(2)).toEqual(['findCommunityByCity.json', 'findQuotations.json']);
    expect(form(requests[2]!).get('city')).toBe('Markham');
    expect(Object.fromEntries(form(requests[3]!))).toEqual({
      city: 'Markham',
      community: 'null',
      propertyNew: 'Detached',
    });
    await pick(/^Community/, 'Unionville');
    await screen.findByText('$1,180,000');
    expect(order(requests).slice(4)).toEqual(['findQuotations.json']);
    expect(form(requests[4]!).get('community')).toBe('Unionville');
    await pick(/^Property Type/, 'Condo');
    await screen.findByText('$1,180,000');
    expect(Object.fromEntries(form(requests[5]!))).toEqual({
      city: 'Markham',
      community: 'Unionville',
      propertyNew: 'Condo',
    });
    // Back to another city: the community is reset to all.
    await pick(/^City/, 'Toronto');
    expect(await screen.findByRole('button', { name: /^Community\s*All$/ })).toBeEnabled();
    await screen.findByText('$1,180,000');
    expect(Object.fromEntries(form(requests.at(-1)!))).toEqual({
      city: 'Toronto',
      community: 'null',
      propertyNew: 'Condo',
    });
  });

  it('shows an empty state with Retry when the statistics fail, never the previous charts', async () => {
    let calls = 0;
    await renderPage({ stats: () => (++calls === 2 ? { body: { code: 500, msg: 'down' } } : ok(STATS)) });
    await screen.findByText('$1,180,000');
    await pick(/^Property Type/, 'Townhouse');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The statistics are not available right now');
    expect(screen.queryByText('$1,180,000')).not.toBeInTheDocument();
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('$1,180,000')).toBeInTheDocument();
  });

  it('translates the labels in Chinese', async () => {
    await renderPage({ locale: 'zh-CN' });
    await screen.findByText('$1,180,000');
    expect(document.title).toBe('市场报告');
    expect(screen.getByRole('button', { name: /^省份\s*安大略省$/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^房屋类型\s*独立屋$/ })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: '房屋类型分布' })).toHaveTextContent('公寓60');
    expect(screen.getByRole('region', { name: '市场趋势' })).toHaveTextContent('当前为卖方市场');
    expect(
      within(screen.getByRole('table', { name: '平均价格（千）' })).getAllByRole('row')[8],
    ).toHaveTextContent('10月');
  });
});
