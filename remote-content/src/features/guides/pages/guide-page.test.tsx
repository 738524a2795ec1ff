import { screen, within } from '@testing-library/react';
import { installFetchRoutes, renderRemoteRoute } from '@hearth/shared/testing';
import { translationBundles } from '../../../i18n/translations';
import * as remote from '../../../routes';
import { BUYER_GUIDE } from '../content/buyer-guide';
import { SELLER_GUIDE } from '../content/seller-guide';

const count = (g: typeof SELLER_GUIDE.en) => g.groups.reduce((n, group) => n + group.steps.length, 0);

describe('guides', () => {
  let routes: ReturnType<typeof installFetchRoutes>;
  beforeEach(() => (routes = installFetchRoutes({})));
  afterEach(() => routes.restore());

  it('seller: 12 steps in 4 groups, buyer: 10 steps in 4 groups, the same shape in Chinese', () => {
    for (const [guide, steps] of [
      [SELLER_GUIDE, 12],
      [BUYER_GUIDE, 10],
    ] as const) {
      for (const g of [guide.en, guide['zh-CN']]) {
        expect(g.groups.map((x) => x.id)).toEqual(['step1', 'step2', 'step3', 'step4']);
        expect(count(g)).toBe(steps);
      }
      expect(guide['zh-CN'].groups.map((x) => x.steps.length)).toEqual(
        guide.en.groups.map((x) => x.steps.length),
      );
    }
  });

  it('renders the groups with anchors, numbered steps, and scrolls to #step3 on load', async () => {
    const scrolled: string[] = [];
    Element.prototype.scrollIntoView = function scrollIntoView(this: Element) {
      scrolled.push(this.id);
    };
    await renderRemoteRoute(remote, '/seller-guide#step3', { translations: translationBundles });
    expect(screen.getByRole('heading', { level: 1, name: 'Home Sellers Guide' })).toBeInTheDocument();
    const group = screen.getByRole('region', { name: 'Step 3: Market and show' });
    expect(group).toHaveAttribute('id', 'step3');
    expect(within(group).getByRole('list')).toHaveAttribute('start', '7');
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(12);
    expect(screen.getByRole('link', { name: 'Close the sale' })).toHaveAttribute('href', '#step4');
    expect(scrolled).toEqual(['step3']);
    expect(document.activeElement).toBe(group);
    expect(document.title).toBe('Home Sellers Guide');
  });

  it('buyer guide in Chinese', async () => {
    await renderRemoteRoute(remote, '/buyer-guide', { locale: 'zh-CN', translations: translationBundles });
    expect(screen.getByRole('heading', { level: 1, name: '买房指南' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(10);
    expect(screen.getByRole('region', { name: '第 1 步：规划购房' })).toBeInTheDocument();
  });
});
