import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useResource } from './use-resource';
import { ErrorState } from '../ui/error-state';
import { ApiError } from '../http/api-error';
import { bus } from '../events/bus';
import { renderWithProviders } from '../testing/render';

function Probe({ load }: { load: () => Promise<string> }) {
  const res = useResource(() => load(), [], { globalSpinner: true });
  if (res.status === 'loading') return <p>loading</p>;
  if (res.status === 'error') return <ErrorState error={res.error} onRetry={res.retry} />;
  return <p>got {res.data}</p>;
}

describe('useResource + ErrorState', () => {
  it('shows a localised error with Retry, and Retry loads again', async () => {
    const spinner: string[] = [];
    bus.on('fetch:start', () => spinner.push('start'));
    bus.on('fetch:end', () => spinner.push('end'));
    const load = jest
      .fn<Promise<string>, []>()
      .mockRejectedValueOnce(new ApiError({ kind: 'timeout', url: 'cmis:/x' }))
      .mockResolvedValueOnce('data');
    await renderWithProviders(<Probe load={load} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('The server took too long to answer.');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.getByText('got data')).toBeInTheDocument());
    expect(load).toHaveBeenCalledTimes(2);
    expect(spinner).toEqual(['start', 'end', 'start', 'end']);
  });

  it('speaks Chinese when the locale is zh-CN', async () => {
    await renderWithProviders(
      <ErrorState error={new ApiError({ kind: 'network', url: 'x' })} onRetry={() => {}} />,
      { locale: 'zh-CN' },
    );
    expect(screen.getByRole('button', { name: '重试' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('无法连接服务器');
  });
});
