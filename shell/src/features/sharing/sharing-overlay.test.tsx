import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useShareStore } from '@hearth/shared';
import { renderShell, resetStores } from '../../lib/testing/fixtures';
import { SharingOverlay } from './sharing-overlay';

beforeEach(() => {
  resetStores();
  useShareStore.setState({ values: null, configuring: false, failure: null });
});

test('the "Please Wait..." loader while configuring; the failure alert with message and URL, dismissible', async () => {
  renderShell(
    <>
      <p>page</p>
      <SharingOverlay />
    </>,
  );
  await screen.findByText('page');
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
  act(() => useShareStore.setState({ configuring: true }));
  // Its own chunk, loaded when there is something to show.
  expect(await screen.findByRole('status')).toHaveTextContent('Please Wait...');
  act(() =>
    useShareStore.setState({
      configuring: false,
      failure: { message: 'config:invalid signature', url: 'http://lily.test/listing/1' },
    }),
  );
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
  expect(screen.getByRole('alert')).toHaveTextContent('config:invalid signature');
  expect(screen.getByRole('alert')).toHaveTextContent('http://lily.test/listing/1');
  await userEvent.click(screen.getByRole('button', { name: 'Close' }));
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test('in Chinese', async () => {
  renderShell(<SharingOverlay />, { locale: 'zh-CN' });
  act(() => useShareStore.setState({ failure: { message: 'x', url: 'http://u' } }));
  expect(await screen.findByRole('alert')).toHaveTextContent('分享设置失败');
});
