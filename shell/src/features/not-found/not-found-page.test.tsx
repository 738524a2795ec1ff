import { screen } from '@testing-library/react';
import { makeTestConfig } from '@hearth/shared/testing';
import { useSiteStore } from '@hearth/shared';
import { renderShell, resetStores } from '../../lib/testing/fixtures';
import { NotFoundPage, contactUsUrl } from './not-found-page';

describe('NotFoundPage', () => {
  beforeEach(resetStores);

  it('says the page was not found and offers Go Home to /', async () => {
    useSiteStore.setState({ status: 'ready', mode: 'agent' });
    await renderShell(<NotFoundPage />, { route: '/nope' });
    expect(screen.getByRole('heading', { name: "That's an error." })).toBeInTheDocument();
    expect(screen.getByText('We were unable to find that page.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');
    expect(screen.queryByText('Agent website is inactive now.')).not.toBeInTheDocument();
    expect(document.title).toBe('Page not found');
  });

  it('inactive website: says so and offers Contact Us on the www site instead of Go Home', async () => {
    useSiteStore.setState({ status: 'ready', mode: 'inactive' });
    await renderShell(<NotFoundPage />);
    expect(screen.getByText('Agent website is inactive now.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact Us' })).toHaveAttribute(
      'href',
      'http://www.localhost:3000/contact-us',
    );
    expect(screen.queryByRole('link', { name: 'Go Home' })).not.toBeInTheDocument();
  });

  it('renders in Chinese', async () => {
    useSiteStore.setState({ status: 'ready', mode: 'agent' });
    await renderShell(<NotFoundPage />, { locale: 'zh-CN' });
    expect(screen.getByRole('heading', { name: '出错了。' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回首页' })).toBeInTheDocument();
  });

  it('guards the Contact Us URL (http(s) only, no double slash)', () => {
    expect(contactUsUrl('https://www.hearth.example/', '/contact-us')).toBe(
      'https://www.hearth.example/contact-us',
    );
    expect(contactUsUrl(makeTestConfig().wwwSiteUrl, '/contact-us')).toBe(
      'http://www.localhost:3000/contact-us',
    );
    expect(contactUsUrl('javascript:alert(1)//', '/contact-us')).toBeNull();
    // Unbound (remote_content not in remotes.json): no button rather than a broken link.
    expect(contactUsUrl('https://www.hearth.example/', undefined)).toBeNull();
  });
});
