import { screen, within } from '@testing-library/react';
import { installFetchRoutes, renderRemoteRoute } from '@hearth/shared/testing';
import { translationBundles } from '../../../i18n/translations';
import * as remote from '../../../routes';

describe('legal pages', () => {
  let routes: ReturnType<typeof installFetchRoutes>;
  beforeEach(() => (routes = installFetchRoutes({})));
  afterEach(() => routes.restore());

  it.each([
    ['/privacy-policy', 'Privacy Policy', 'Last revised: August 5, 2020'],
    ['/terms-of-service', 'Terms of Service for the Client', 'Last revised: August 5, 2020'],
    ['/terms-of-use', 'Website Terms of Use', 'Last updated: June 19, 2017'],
    ['/acceptable-use-policy', 'Acceptable Use and Conduct Policy', null],
  ])('%s: title, date and a table of contents whose anchors exist', async (path, title, dated) => {
    await renderRemoteRoute(remote, path, { translations: translationBundles });
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    if (dated) expect(screen.getByText(dated)).toBeInTheDocument();
    const toc = screen.getByRole('navigation', { name: 'Contents' });
    const links = within(toc).getAllByRole('link');
    expect(links.length).toBeGreaterThan(3);
    for (const link of links) {
      const id = link.getAttribute('href')!.slice(1);
      expect(document.getElementById(id)).toHaveAccessibleName(link.textContent!);
    }
    expect(routes.requests).toHaveLength(0);
  });

  it('the client terms in Chinese carry their date', async () => {
    await renderRemoteRoute(remote, '/terms-of-service', {
      locale: 'zh-CN',
      translations: translationBundles,
    });
    expect(screen.getByRole('heading', { level: 1, name: '客户服务条款' })).toBeInTheDocument();
    expect(screen.getByText('最后修订日期：2020年8月5日')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: '目录' })).toBeInTheDocument();
  });
});
