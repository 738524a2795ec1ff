import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from '@hearth/shared/router';
import { bus, type BridgeCallEvent } from '@hearth/shared';
import { renderShell, resetStores } from '../../lib/testing/fixtures';
import { SuccessPage } from './success-page';

function renderAt(route: string, locale: 'en' | 'zh-CN' = 'en') {
  return renderShell(
    <Routes>
      <Route path="/hybrid/success" element={<SuccessPage />} />
      <Route path="/" element={<p>Home page</p>} />
    </Routes>,
    { route, locale },
  );
}

describe('SuccessPage', () => {
  const calls: BridgeCallEvent[] = [];
  const record = (e: BridgeCallEvent) => calls.push(e);
  beforeEach(() => {
    resetStores();
    calls.length = 0;
    bus.on('bridge:call', record);
  });
  afterEach(() => {
    bus.off('bridge:call', record);
    delete window.webkit;
  });

  it('shows the default title and text and sets the native nav title', async () => {
    await renderAt('/hybrid/success');
    expect(screen.getByRole('heading', { name: 'Succeed' })).toBeInTheDocument();
    expect(screen.getByText('Operation succeeded, thanks.')).toBeInTheDocument();
    expect(calls).toContainEqual({
      name: 'nativeSetNavTitle',
      platform: 'web',
      payload: { title: 'Succeed' },
    });
  });

  it('shows Chinese defaults', async () => {
    await renderAt('/hybrid/success', 'zh-CN');
    expect(screen.getByRole('heading', { name: '操作成功' })).toBeInTheDocument();
    expect(screen.getByText('操作成功，谢谢。')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '返回首页' })).toBeInTheDocument();
  });

  it('renders query title and text as text, never HTML', async () => {
    const html = '<img src=x onerror="window.__pwned=1">';
    await renderAt(
      `/hybrid/success?title=${encodeURIComponent('Paid <b>!</b>')}&text=${encodeURIComponent(html)}`,
    );
    expect(screen.getByRole('heading', { name: 'Paid <b>!</b>' })).toBeInTheDocument();
    expect(screen.getByText(html)).toBeInTheDocument();
    expect(document.querySelector('img')).toBeNull();
    expect(document.querySelector('b')).toBeNull();
  });

  it('Go Back Home navigates to / on the web', async () => {
    await renderAt('/hybrid/success');
    await userEvent.click(screen.getByRole('button', { name: 'Go Back Home' }));
    expect(screen.getByText('Home page')).toBeInTheDocument();
    expect(calls.some((c) => c.name === 'nativeClose')).toBe(false);
  });

  it('Go Back Home closes the native view inside the iOS app', async () => {
    const postMessage = jest.fn();
    window.webkit = { messageHandlers: { nativeClose: { postMessage } } };
    await renderAt('/hybrid/success');
    await userEvent.click(screen.getByRole('button', { name: 'Go Back Home' }));
    expect(postMessage).toHaveBeenCalled();
    expect(calls).toContainEqual(expect.objectContaining({ name: 'nativeClose', platform: 'ios' }));
    expect(screen.queryByText('Home page')).not.toBeInTheDocument();
  });
});
