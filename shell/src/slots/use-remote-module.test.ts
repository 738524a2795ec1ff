import { act, renderHook, waitFor } from '@testing-library/react';
import { RemoteLoadError } from '../federation/remote-errors';
import type { RemoteSource } from '../federation/remote-source';
import { collectRemoteFailures } from '../lib/testing/remote-failures';
import { useRemoteModule, type RemoteModuleLoad } from './use-remote-module';

interface Loaded {
  answer: string;
}

function sourceWith(reset = jest.fn(async (_name: string) => undefined)): RemoteSource {
  return { load: jest.fn(), loadExpose: jest.fn(), reset };
}

function options(
  source: RemoteSource,
  load: () => Promise<unknown>,
  more: Partial<RemoteModuleLoad<Loaded>> = {},
) {
  return {
    name: 'remote_listings' as const,
    cacheKey: 'remote_listings/probe',
    label: 'widget remote_listings/probe',
    source,
    timeoutMs: 1000,
    load,
    accept: (raw: unknown) => raw as Loaded,
    ...more,
  };
}

const failures = collectRemoteFailures();

test('holds the load while disabled, then loads, settles and shows the module', async () => {
  const source = sourceWith();
  const load = jest.fn(async () => ({ answer: 'ready' }));
  const settle = jest.fn(async () => undefined);
  const { result, rerender } = renderHook(
    ({ enabled }) => useRemoteModule(options(source, load, { enabled, settle })),
    { initialProps: { enabled: false } },
  );
  expect(result.current.state).toEqual({ status: 'loading', attempt: 0 });
  expect(load).not.toHaveBeenCalled();
  rerender({ enabled: true });
  await waitFor(() => expect(result.current.state).toEqual({ status: 'ready', module: { answer: 'ready' } }));
  expect(settle).toHaveBeenCalledWith({ answer: 'ready' }, undefined, 1000);
});

test('a module accepted once shows at once for the next user of the same source and key, without a load', async () => {
  const source = sourceWith();
  const first = renderHook(() => useRemoteModule(options(source, async () => ({ answer: 'cached' }))));
  await waitFor(() => expect(first.result.current.state.status).toBe('ready'));
  const load = jest.fn(async () => ({ answer: 'again' }));
  const second = renderHook(() => useRemoteModule(options(source, load)));
  expect(second.result.current.state).toEqual({ status: 'ready', module: { answer: 'cached' } });
  const otherKey = renderHook(() => useRemoteModule(options(source, load, { cacheKey: 'remote_listings' })));
  expect(otherKey.result.current.state.status).toBe('loading');
});

test('a failure is reported once with its reason; Retry resets the remote and loads again', async () => {
  const reset = jest.fn(async (_name: string) => undefined);
  const source = sourceWith(reset);
  const answers = [
    () => Promise.reject(new RemoteLoadError('remote_listings', 'contract', 'contract 0, the shell 1')),
    async () => ({ answer: 'fixed' }),
  ];
  const load = jest.fn(() => answers.shift()!());
  const { result } = renderHook(() => useRemoteModule(options(source, load)));
  await waitFor(() => expect(result.current.state).toMatchObject({ status: 'failed', reason: 'contract' }));
  expect(failures).toEqual([
    { name: 'remote_listings', reason: 'contract', detail: 'RemoteLoadError: contract 0, the shell 1' },
  ]);
  expect(console.error).toHaveBeenCalledWith(
    '[hearth] widget remote_listings/probe failed (contract)',
    expect.any(RemoteLoadError),
  );
  act(() => result.current.retry());
  await waitFor(() => expect(result.current.state).toEqual({ status: 'ready', module: { answer: 'fixed' } }));
  expect(reset).toHaveBeenCalledWith('remote_listings');
  expect(load).toHaveBeenCalledTimes(2);
  expect(failures).toHaveLength(1);
});
