import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  installFetchRoutes,
  jsonLdInHead,
  renderRemoteRoute,
  trailAsListItems,
} from '@hearth/shared/testing';
import { translationBundles } from '../../../i18n/translations';
import * as remote from '../../../routes';

const INFO = 'GET newsApi /new/HearthNewsInfo';
const POPULAR = 'POST newsApi /new/selectPopularHearthNews';

const news = {
  id: 9,
  title: 'Rates hold',
  source: 'partner',
  detail: '<p>Body</p><img src="x" alt="x" onerror="window.__x=1"><a href="https://example.com/a">Source</a>',
  createdat: '2026-11-02 10:00:00',
  customized_author_name: 'Desk',
};
const popular = () => ({ body: { code: 200, data: [{ id: 3, title: 'Other', source: 'hearth' }] } });

describe('NewsDetailPage', () => {
  let routes: ReturnType<typeof installFetchRoutes>;
  afterEach(() => routes.restore());

  it('asks by source and id, and shows the title, meta, share bar, sanitised body and popular list', async () => {
    routes = installFetchRoutes({ [INFO]: () => ({ body: { code: 200, data: news } }), [POPULAR]: popular });
    const { container } = await renderRemoteRoute(remote, '/news-detail/partner/9', {
      translations: translationBundles,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Rates hold' })).toBeInTheDocument();
    expect(screen.getByText('By Desk')).toBeInTheDocument();
    expect(screen.getByText('2026-11-02')).toBeInTheDocument();
    const body = screen.getByRole('article', { name: 'Rates hold' });
    expect(within(body).getByText('Body')).toBeInTheDocument();
    expect(container.querySelector('[onerror]')).toBeNull();
    expect(within(body).getByRole('link', { name: 'Source' })).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('navigation', { name: 'Share this page' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Other' })).toHaveAttribute(
      'href',
      '/news-detail/hearth/3',
    );
    const q = routes.requests.find((r) => r.url.pathname.endsWith('NewsInfo'))!;
    expect(Object.fromEntries(q.url.searchParams)).toEqual({ ltype: '0', type: 'partner', id: '9' });
    // The visible trail (Home › News › the item) in the head, as a BreadcrumbList (ADR 0032).
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByText('Rates hold')).toHaveAttribute('aria-current', 'page');
    expect(jsonLdInHead('BreadcrumbList')).toEqual([
      expect.objectContaining({ itemListElement: trailAsListItems(crumbs, '1') }),
    ]);
  });

  it('an item the service does not have (code 404) is the 404 content', async () => {
    routes = installFetchRoutes({
      [INFO]: () => ({ body: { code: 404, msg: 'No news' } }),
      [POPULAR]: popular,
    });
    await renderRemoteRoute(remote, '/news-detail/partner/9', { translations: translationBundles });
    expect(await screen.findByRole('heading', { level: 1, name: "That's an error." })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it('shows a failure as an error with Retry', async () => {
    let calls = 0;
    routes = installFetchRoutes({
      [INFO]: () =>
        ++calls === 1 ? { body: { code: 500, msg: 'Try later' } } : { body: { code: 200, data: news } },
      [POPULAR]: popular,
    });
    await renderRemoteRoute(remote, '/news-detail/partner/9', { translations: translationBundles });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Try later');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Rates hold' })).toBeInTheDocument();
  });
});
