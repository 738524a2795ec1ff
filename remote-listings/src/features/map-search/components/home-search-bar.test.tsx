import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from '@hearth/shared/router';
import { installFetchRoutes, renderWithProviders } from '@hearth/shared/testing';
import { translations } from '../../../i18n/translations';
import { HomeSearchBar } from './home-search-bar';
import { SearchHeader } from './search-header';

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{`${pathname}${search}`}</p>;
}

function render(ui: React.ReactElement, locale: 'en' | 'zh-CN' = 'en') {
  return renderWithProviders(
    <Routes>
      <Route path="/" element={ui} />
      <Route path="*" element={<Where />} />
    </Routes>,
    { translations: [translations], locale },
  );
}

const places = (candidates: unknown[]) => () => ({ body: { code: 200, data: { candidates } } });

test('tabs move with the arrow keys; Rent searches the place and opens /map for lease', async () => {
  installFetchRoutes({
    'GET analysisService /google/places': places([
      { name: 'Vancouver', geometry: { location: { lat: 49.28, lng: -123.12 } } },
    ]),
  });
  render(<HomeSearchBar />);
  const buy = await screen.findByRole('tab', { name: 'Buy' });
  expect(buy).toHaveAttribute('aria-selected', 'true');
  buy.focus();
  await userEvent.keyboard('{ArrowRight}');
  expect(screen.getByRole('tab', { name: 'Rent' })).toHaveFocus();
  expect(screen.getByRole('heading', { name: 'Search Properties For Lease' })).toBeVisible();
  await userEvent.type(screen.getByRole('combobox'), 'Vancouver');
  await userEvent.click(screen.getByRole('button', { name: /^Search$/ }));
  const where = await screen.findByTestId('where');
  const url = new URL(where.textContent ?? '', 'http://x');
  expect(url.pathname).toBe('/map');
  expect(Object.fromEntries(url.searchParams)).toMatchObject({
    type: 'rent',
    q: 'Vancouver',
    r: '812',
    lat: '49.28',
  });
});

test('the other tabs: Property Value, Home Service, Find Agents (in Chinese)', async () => {
  render(<HomeSearchBar />, 'zh-CN');
  await userEvent.click(await screen.findByRole('tab', { name: '房产估值' }));
  expect(screen.getByRole('link', { name: '估算房屋价值' })).toHaveAttribute(
    'href',
    '/hybrid/house/evaluate/price',
  );
  await userEvent.click(screen.getByRole('tab', { name: '家居服务' }));
  expect(screen.getByRole('link', { name: '查看我们的家居服务' })).toHaveAttribute('href', '/home-services');
  await userEvent.click(screen.getByRole('tab', { name: '寻找经纪' }));
  expect(screen.getByRole('link', { name: '联系经纪' })).toHaveAttribute('href', '/contact-us');
});

test('no place found: an MLS number opens the MLS search; other text the default search, never an error', async () => {
  installFetchRoutes({ 'GET analysisService /google/places': places([]) });
  render(<SearchHeader />);
  await userEvent.type(await screen.findByRole('combobox'), ' c4200001 ');
  await userEvent.click(screen.getByRole('button', { name: /^Search$/ }));
  expect((await screen.findByTestId('where')).textContent).toBe('/map?q=c4200001&mls=C4200001');
});

test('an empty search box searches Toronto; a failed lookup still opens the map', async () => {
  installFetchRoutes({ 'GET analysisService /google/places': () => ({ status: 500, body: {} }) });
  render(<SearchHeader />);
  await userEvent.click(await screen.findByRole('button', { name: 'Rent' }));
  expect((await screen.findByTestId('where')).textContent).toBe('/map?q=Toronto&type=rent');
});

test('suggestions: "Powered By Google", "No Applicable" when none, clear (x) empties the box', async () => {
  installFetchRoutes({
    'GET analysisService /google/autocomplete': (req) => ({
      body: {
        code: 200,
        data: {
          predictions:
            req.url.searchParams.get('searchtext') === 'Queen'
              ? [{ description: 'Queen St W, Toronto, ON, Canada' }]
              : [],
        },
      },
    }),
  });
  render(<SearchHeader />);
  const box = await screen.findByRole('combobox');
  await userEvent.type(box, 'Queen');
  expect(await screen.findByRole('option', { name: 'Queen St W, Toronto, ON, Canada' })).toBeVisible();
  expect(screen.getByText('Powered By Google')).toBeVisible();
  await userEvent.keyboard('{ArrowDown}{Enter}');
  expect(box).toHaveValue('Queen St W, Toronto, ON, Canada');
  expect(screen.queryByRole('option')).not.toBeInTheDocument();
  await userEvent.clear(box);
  await userEvent.type(box, 'zz');
  await waitFor(() => expect(screen.getByText('No Applicable')).toBeVisible());
  await userEvent.click(screen.getByRole('button', { name: 'Clear the search' }));
  expect(box).toHaveValue('');
});
