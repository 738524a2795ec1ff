import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import en from '../lib/i18n/federation/en.json';
import zhCN from '../lib/i18n/federation/zh-CN.json';
import { showStartupError } from './startup-error';

describe('the start-up error screen', () => {
  it('says what failed in the page’s language, with a Retry that resolves once', async () => {
    const root = document.createElement('div');
    document.body.append(root);
    const retried = jest.fn();
    void showStartupError(root, 'zh-CN', null).then(retried);
    expect(screen.getByRole('alert')).toHaveTextContent(zhCN.startupFailed);
    await userEvent.click(screen.getByRole('button', { name: zhCN.retry }));
    expect(retried).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: zhCN.retry })).toBeDisabled();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(root.firstElementChild).toHaveAttribute('aria-busy', 'true');

    void showStartupError(root, 'en', 'runtime-config.json: HTTP 404');
    expect(screen.getByRole('alert')).toHaveTextContent(en.startupFailed);
    expect(screen.getByText('runtime-config.json: HTTP 404')).toBeInTheDocument();
    expect(screen.getAllByRole('button')).toHaveLength(1);
    root.remove();
  });
});
