import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAppStore } from '@hearth/shared';
import { byType, cardsOf, group, ok, renderDailyReport, soonOf } from './daily-report-test-data';

let restore: () => void = () => undefined;
afterEach(() => {
  restore();
  useAppStore.setState({ windowWidth: 1024 });
});

async function renderPage(opts: Parameters<typeof renderDailyReport>[0] = {}) {
  const rendered = await renderDailyReport(opts);
  restore = rendered.restore;
  return rendered;
}

describe('DailyReportPage', () => {
  it('loads the three tabs in parallel with the configured count, titled in English', async () => {
    const { requests } = await renderPage();
    await screen.findByRole('heading', { name: 'Royal Elite' });
    expect(requests.map(byType).sort()).toEqual(['new', 'openhouse', 'sold']);
    for (const r of requests) {
      expect(r.url.searchParams.get('count')).toBe('100');
      expect(r.url.searchParams.get('ltype')).toBe('0');
    }
    expect(document.title).toBe('Listing Daily Report');
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'Just Listed',
      'Just Sold',
      'Openhouse',
    ]);
    expect(screen.getByRole('tab', { name: 'Just Listed' })).toHaveAttribute('aria-selected', 'true');
  });

  it('shows one section per brokerage group plus the HOLDING GROUP, each with banner, grid and footer', async () => {
    await renderPage();
    await screen.findByRole('heading', { name: 'Royal Elite' });
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Eastide',
      'Royal Elite',
      'Homeart Realty',
      'Hearth HOLDING GROUP',
    ]);
    const royal = group('Royal Elite');
    expect(within(royal).getByRole('img', { name: 'Royal Elite daily listings' })).toHaveAttribute(
      'src',
      'http://files.test/daily-report/banner-royal-elite.svg',
    );
    expect(within(royal).getByRole('img', { name: 'Royal Elite contact details' })).toBeInTheDocument();
  });

  it('caps 42 cards at 38 and pads 38 and 41 to a multiple of 4 on desktop', async () => {
    await renderPage();
    await screen.findByRole('heading', { name: 'Royal Elite' });
    const royal = group('Royal Elite');
    expect(cardsOf(royal)).toHaveLength(40);
    expect(soonOf(royal)).toHaveLength(2);
    const homeart = group('Homeart Realty');
    expect(cardsOf(homeart)).toHaveLength(44);
    expect(soonOf(homeart)).toHaveLength(3);
    expect(cardsOf(group('Hearth HOLDING GROUP'))).toHaveLength(40);
    expect(soonOf(group('Eastide'))).toHaveLength(3);
  });

  it('pads to a multiple of 2 under 768 px', async () => {
    useAppStore.setState({ windowWidth: 375 });
    await renderPage();
    await screen.findByRole('heading', { name: 'Royal Elite' });
    expect(cardsOf(group('Royal Elite'))).toHaveLength(38);
    expect(cardsOf(group('Homeart Realty'))).toHaveLength(42);
    expect(soonOf(group('Homeart Realty'))).toHaveLength(1);
  });

  it('shows a just-listed card: price, street, city, bedrooms with plus, washrooms, MLS number', async () => {
    await renderPage();
    await screen.findByRole('heading', { name: 'Eastide' });
    const first = cardsOf(group('Eastide'))[0]!;
    expect(first).toHaveTextContent('$1,250,000');
    expect(first).toHaveTextContent('12 Bay St');
    expect(first).toHaveTextContent('Toronto');
    expect(first).toHaveTextContent('3+1 Bed');
    expect(first).toHaveTextContent('2 Bath');
    expect(first).toHaveTextContent('MLS® E1');
    expect(within(first).getByRole('img')).toHaveAttribute('src', 'http://files.test/listings/E1/1.svg');
  });

  it('shows the sold badges instead of the price', async () => {
    await renderPage({ query: '?tab=sold' });
    await screen.findByRole('heading', { name: 'Eastide' });
    const cards = cardsOf(group('Eastide')).slice(0, 3);
    expect(cards.map((c) => c.querySelector('.daily-card__badge')?.textContent)).toEqual([
      'Sold Over Asking',
      'Sold In Just 4 Days',
      'Sold',
    ]);
    expect(cards[0]).not.toHaveTextContent('$1,250,000');
  });

  it('shows the open-house badge from one or two dates, and switches tabs with the keyboard', async () => {
    await renderPage();
    await screen.findByRole('heading', { name: 'Royal Elite' });
    screen.getByRole('tab', { name: 'Just Listed' }).focus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Openhouse' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Openhouse' })).toHaveFocus();
    const cards = cardsOf(group('Master Trust')).slice(0, 2);
    expect(cards[0]).toHaveTextContent('Open House Sat, Nov 28 14:00-16:00');
    expect(cards[1]).toHaveTextContent('Open House Sat, Nov 28/Sun, Nov 29 14:00-16:00');
  });

  it('shows an error with Retry on the failed tab only, then recovers', async () => {
    let soldCalls = 0;
    await renderPage({
      query: '?tab=sold',
      answer: (type) =>
        type === 'sold' && ++soldCalls === 1 ? { body: { code: 500, msg: 'down' } } : undefined,
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load the daily report');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Eastide' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Just Listed' }));
    expect(screen.getByRole('heading', { name: 'Royal Elite' })).toBeInTheDocument();
  });

  it('shows an empty tab and the Chinese texts', async () => {
    await renderPage({ locale: 'zh-CN', answer: (type) => (type === 'new' ? ok([]) : undefined) });
    expect(await screen.findByText('今日此列表暂无房源')).toBeInTheDocument();
    expect(document.title).toBe('房源日报');
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['新上市', '刚售出', '开放日']);
    await userEvent.click(screen.getByRole('tab', { name: '刚售出' }));
    expect(await screen.findAllByText('高于要价售出')).toHaveLength(2);
    expect(screen.getAllByRole('button', { name: '生成海报' })).toHaveLength(2);
  });
});
