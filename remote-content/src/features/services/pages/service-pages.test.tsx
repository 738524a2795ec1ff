import { screen, within } from '@testing-library/react';
import { installFetchRoutes, renderRemoteRoute } from '@hearth/shared/testing';
import { translationBundles } from '../../../i18n/translations';
import * as remote from '../../../routes';

describe('service pages', () => {
  let routes: ReturnType<typeof installFetchRoutes>;
  beforeEach(() => (routes = installFetchRoutes({})));
  afterEach(() => routes.restore());

  it('/home-loan: banner, three features, three steps, and the contact call to action', async () => {
    await renderRemoteRoute(remote, '/home-loan', { translations: translationBundles });
    expect(screen.getByRole('heading', { level: 1, name: 'We do home loans' })).toBeInTheDocument();
    const features = screen.getByRole('region', { name: 'Why finance with us' });
    expect(
      within(features)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Lowest rate', 'Professional team', 'Fast and easy']);
    const steps = screen.getByRole('region', { name: 'Three steps to your loan' });
    expect(
      within(steps)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Contact a finance agent', 'Talk to a local lender', 'Meet a finance lawyer']);
    const cta = screen.getByRole('region', { name: 'Feel free to contact us now' });
    expect(within(cta).getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact-us');
    expect(document.title).toBe('Home Loans');
  });

  it('/home-services: picture and "We look after all"', async () => {
    const { container } = await renderRemoteRoute(remote, '/home-services', {
      translations: translationBundles,
    });
    expect(screen.getByRole('heading', { level: 1, name: 'We look after all' })).toBeInTheDocument();
    expect(container.querySelector('img')?.getAttribute('src')).toMatch(/\/blogs\/home-services\.svg$/);
  });

  it('/research-suburb: banner, three circles and three alternating sections, in Chinese too', async () => {
    const { container } = await renderRemoteRoute(remote, '/research-suburb', {
      translations: translationBundles,
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Research suburbs' })).toBeInTheDocument();
    expect(container.querySelectorAll('.feature-circles__circle')).toHaveLength(3);
    const sections = container.querySelectorAll('section.alt-section');
    expect(sections).toHaveLength(3);
    expect(sections[1]).toHaveClass('alt-section--reverse');
    expect(sections[0]).not.toHaveClass('alt-section--reverse');
    expect(screen.getByRole('region', { name: 'School ranking and employment type' })).toBeInTheDocument();
  });

  it('/research-suburb in Chinese', async () => {
    await renderRemoteRoute(remote, '/research-suburb', {
      locale: 'zh-CN',
      translations: translationBundles,
    });
    expect(screen.getByRole('heading', { level: 1, name: '研究社区' })).toBeInTheDocument();
  });
});
