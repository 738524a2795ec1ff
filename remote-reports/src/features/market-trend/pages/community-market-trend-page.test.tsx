import { screen } from '@testing-library/react';
import { renderRemoteRoute } from '@hearth/shared/testing';
import * as remote from '../../../routes';

describe('CommunityMarketTrendPage', () => {
  it('shows only its title, in both languages', async () => {
    const en = await renderRemoteRoute(remote, '/community-markettrend');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Community Market Trend');
    expect(document.title).toBe('Community Market Trend');
    en.unmount();
    await renderRemoteRoute(remote, '/community-markettrend', { locale: 'zh-CN' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('社区市场趋势');
  });
});
