import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderShell, resetStores } from '../../lib/testing/fixtures';
import { act } from '@testing-library/react';
import { bindRoutes } from '@hearth/shared';
import { routeHref } from '@hearth/shared/links';
import { isSelected, topNav } from './nav-items';
import { MobileMenu } from './mobile-menu';
import { TopNav } from './top-nav';

beforeEach(resetStores);

const at = (path: string) => {
  const nav = topNav(routeHref);
  return nav.filter((item) => isSelected(item, path, nav)).map((i) => i.label);
};

test('the selected tab follows the route', () => {
  expect(at('/')).toEqual(['www.home']);
  expect(at('/buyer-guide')).toEqual(['www.buy']);
  expect(at('/seller-guide')).toEqual(['www.sell']);
  expect(at('/download-app')).toEqual(['www.download']);
  expect(at('/download-app-agent')).toEqual(['www.download']);
  expect(at('/news-list/hearth_web_finance')).toEqual(['www.news']);
  expect(at('/news-detail/hearth/7')).toEqual(['www.news']);
  expect(at('/contact-us')).toEqual(['www.contactUs']);
  expect(at('/listing/1')).toEqual([]);
});

test('a sub-navigation opens from its tab, and closes on Escape (focus back) and on an outside click', async () => {
  renderShell(
    <>
      <TopNav />
      <p>outside</p>
    </>,
    { route: '/buyer-guide' },
  );
  const buy = await screen.findByRole('button', { name: /Buy/ });
  expect(buy).toHaveAttribute('aria-current', 'page');
  await userEvent.click(buy);
  expect(buy).toHaveAttribute('aria-expanded', 'true');
  const menu = document.getElementById(buy.getAttribute('aria-controls') ?? '');
  expect(
    within(menu as HTMLElement)
      .getAllByRole('link')
      .map((a) => a.getAttribute('href')),
  ).toEqual(['/buyer-guide', '/download-app']);
  await userEvent.tab();
  await userEvent.keyboard('{Escape}');
  expect(buy).toHaveAttribute('aria-expanded', 'false');
  expect(buy).toHaveFocus();
  await userEvent.click(screen.getByRole('button', { name: /Sell/ }));
  await userEvent.click(screen.getByText('outside'));
  expect(screen.getByRole('button', { name: /Sell/ })).toHaveAttribute('aria-expanded', 'false');
});

test('the mobile menu adds All Homes (/map) and the app offer, in Chinese too', async () => {
  renderShell(<MobileMenu />, { locale: 'zh-CN' });
  await userEvent.click(await screen.findByRole('button', { name: '菜单' }));
  const nav = screen.getByRole('navigation');
  expect(within(nav).getByRole('link', { name: '所有房源' })).toHaveAttribute('href', '/map');
  expect(within(nav).getByRole('link', { name: '免费获取Hearth应用' })).toHaveAttribute(
    'href',
    '/download-app',
  );
  await userEvent.click(within(nav).getByRole('link', { name: '所有房源' }));
  expect(screen.getByRole('button', { name: '菜单' })).toHaveAttribute('aria-expanded', 'false');
});

test('remote_content not deployed: its entries show their labels without links; Home and All Homes still link', async () => {
  act(() => bindRoutes({ remote_listings: { 'map-search': '/map' } }));
  renderShell(<MobileMenu />);
  await userEvent.click(await screen.findByRole('button', { name: 'Menu' }));
  const nav = screen.getByRole('navigation');
  expect(
    within(nav)
      .getAllByRole('link')
      .map((a) => a.getAttribute('href')),
  ).toEqual(['/', '/map']);
  expect(within(nav).getByText('Contact Us')).toBeVisible();
  expect(within(nav).getByText('About Us').closest('a')).toBeNull();
});
