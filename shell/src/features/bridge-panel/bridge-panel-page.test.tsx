import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from '@hearth/shared/router';
import { installNativeContext, nativeBridge, useNativeContextStore } from '@hearth/shared';
import { renderShell, resetStores } from '../../lib/testing/fixtures';
import { BridgeFallbacks } from './bridge-fallbacks';
import { BridgePanelPage } from './bridge-panel-page';
import { useBridgeLogStore } from './bridge-log-store';
import { useHomeTemplateStore } from '../home/home-template-store';

function renderPanel() {
  return renderShell(
    <>
      <BridgeFallbacks />
      <Routes>
        <Route path="/hybrid/test" element={<BridgePanelPage />} />
        <Route path="/" element={<p>Home page</p>} />
        <Route path="/hybrid/coupon/my/coupons" element={<p>My coupons</p>} />
      </Routes>
    </>,
    { route: '/hybrid/test' },
  );
}

describe('BridgePanelPage', () => {
  beforeEach(() => {
    resetStores();
    useBridgeLogStore.getState().clear();
    installNativeContext('');
  });

  it('sets the native context through window.runSetEpicContext and shows it', async () => {
    const spy = jest.spyOn(window, 'runSetEpicContext');
    await renderPanel();
    const current = screen.getByTestId('bridge-context');
    expect(within(current).getAllByText('(none)')).toHaveLength(4);
    await userEvent.type(screen.getByLabelText('fjjUserId'), 'u-42');
    await userEvent.type(screen.getByLabelText('language'), '1');
    await userEvent.type(screen.getByLabelText('yonghuId'), '81001');
    await userEvent.click(screen.getByRole('button', { name: 'Set context' }));
    expect(spy).toHaveBeenCalledWith({
      fjjUserId: 'u-42',
      language: '1',
      appAuthCode: '',
      yonghuId: '81001',
    });
    expect(useNativeContextStore.getState()).toMatchObject({
      fjjUserId: 'u-42',
      language: '1',
      yonghuId: '81001',
    });
    expect(within(current).getByText('u-42')).toBeInTheDocument();
  });

  it('fires each bridge call and logs name, platform and payload', async () => {
    await renderPanel();
    expect(screen.getByText('No bridge calls yet.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'nativeSetNavTitle' }));
    await userEvent.click(screen.getByRole('button', { name: 'runSetEpicContext' }));
    const log = screen.getByTestId('bridge-log');
    const items = within(log).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('runSetEpicContext');
    expect(items[1]).toHaveTextContent('nativeSetNavTitle');
    expect(items[1]).toHaveTextContent('web');
    expect(items[1]).toHaveTextContent('{"title":"Bridge test title"}');
    expect(screen.getAllByRole('button', { name: /^(native|run)/ })).toHaveLength(7);
  });

  it('web fallbacks navigate through the router', async () => {
    await renderPanel();
    await userEvent.click(screen.getByRole('button', { name: 'nativeGoOrder' }));
    expect(screen.getByText('My coupons')).toBeInTheDocument();
    act(() => void nativeBridge.goHome());
    expect(screen.getByText('Home page')).toBeInTheDocument();
    expect(useBridgeLogStore.getState().entries.map((e) => e.name)).toEqual([
      'nativeGoHome',
      'nativeGoOrder',
    ]);
  });

  it('toggles the home template between default and epic (the setter refreshes the timestamp)', async () => {
    useHomeTemplateStore.setState({ template: 'default', timestamp: 5 });
    await renderPanel();
    expect(screen.getByTestId('home-template')).toHaveTextContent('Current template: default');
    await userEvent.click(screen.getByRole('button', { name: 'Toggle default / epic' }));
    expect(screen.getByTestId('home-template')).toHaveTextContent('Current template: epic');
    expect(useHomeTemplateStore.getState().timestamp).toBeGreaterThan(5);
  });
});
