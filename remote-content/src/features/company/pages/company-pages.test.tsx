import { screen, within } from '@testing-library/react';
import { useSiteStore } from '@hearth/shared';
import { installFetchRoutes, makeTestAgent, makeTestConfig, renderRemoteRoute } from '@hearth/shared/testing';
import { translationBundles } from '../../../i18n/translations';
import * as remote from '../../../routes';

const appLinks = {
  client: { ios: 'https://apps.example/ios-client', android: 'javascript:alert(1)' },
  agent: { ios: 'https://apps.example/ios-agent', android: 'https://apps.example/android-agent' },
};

describe('company pages', () => {
  let routes: ReturnType<typeof installFetchRoutes>;
  beforeEach(() => (routes = installFetchRoutes({})));
  afterEach(() => routes.restore());

  it('/about links to the company, the agent (on an agent site), the guides and contact', async () => {
    useSiteStore.setState({ status: 'ready', mode: 'agent', agent: makeTestAgent() });
    await renderRemoteRoute(remote, '/about', { translations: translationBundles });
    const nav = screen.getByRole('navigation', { name: 'Learn more' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((l) => l.getAttribute('href')),
    ).toEqual(['/about-us', '/about-agent', '/buyer-guide', '/seller-guide', '/contact-us']);
  });

  it('/about-us: group logos, founder, platform', async () => {
    await renderRemoteRoute(remote, '/about-us', { translations: translationBundles });
    expect(screen.getByRole('heading', { level: 1, name: 'About Us' })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Our group' })).getAllByRole('img')).toHaveLength(4);
    expect(screen.getByRole('region', { name: 'Our founder' })).toHaveTextContent('Grace Lin');
    expect(screen.getByRole('region', { name: 'The platform' })).toBeInTheDocument();
  });

  it('/download-app: store links from the config, http(s) only', async () => {
    await renderRemoteRoute(remote, '/download-app', {
      translations: translationBundles,
      config: { ...makeTestConfig(), appLinks },
    });
    expect(screen.getByRole('link', { name: /App Store/ })).toHaveAttribute(
      'href',
      'https://apps.example/ios-client',
    );
    expect(screen.queryByRole('link', { name: /Google Play/ })).not.toBeInTheDocument();
  });

  it('/download-app-agent: the agent app; without config "coming soon"', async () => {
    await renderRemoteRoute(remote, '/download-app-agent', {
      translations: translationBundles,
      config: { ...makeTestConfig(), appLinks },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Get the Hearth agent app' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Google Play/ })).toHaveAttribute(
      'href',
      'https://apps.example/android-agent',
    );
  });

  it('without app links the download page says the app is coming', async () => {
    await renderRemoteRoute(remote, '/download-app', { locale: 'zh-CN', translations: translationBundles });
    expect(screen.getByText('应用即将在 App Store 和 Google Play 上线。')).toBeInTheDocument();
  });
});
