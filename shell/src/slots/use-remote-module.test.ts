import { act, renderHook, waitFor } from '@testing-library/react';
import { i18n, initI18n, type RemoteTranslations } from '@hearth/shared';
import { RemoteLoadError } from '../federation/remote-errors';
import type { RemoteSource } from '../federation/remote-source';
import { collectRemoteFailures } from '../lib/testing/remote-failures';
import { useRemoteModule, type RemoteModuleLoad } from './use-remote-module';

interface Loaded {
  answer: string;
  translations: RemoteTranslations;
}

const TEXTS: RemoteTranslations = { namespace: 'probe', en: { hello: 'Hello' }, 'zh-CN': { hello: '你好' } };

/** A module as a remote would give it. */
function mod(answer: string, translations = TEXTS): Loaded {
  return { answer, translations };
}

beforeAll(() => initI18n('en'));

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
  const load = jest.fn(async () => mod('ready'));
  const settle = jest.fn(async () => undefined);
  const { result, rerender } = renderHook(
    ({ enabled }) => useRemoteModule(options(source, load, { enabled, settle })),
    { initialProps: { enabled: false } },
  );
  expect(result.current.state).toEqual({ status: 'loading', attempt: 0 });
  expect(load).not.toHaveBeenCalled();
  rerender({ enabled: true });
  await waitFor(() => expect(result.current.state).toEqual({ status: 'ready', module: mod('ready') }));
  expect(settle).toHaveBeenCalledWith(mod('ready'), undefined, 1000);
});

test('a module accepted once shows at once for the next user of the same source and key, without a load', async () => {
  const source = sourceWith();
  const first = renderHook(() => useRemoteModule(options(source, async () => mod('cached'))));
  await waitFor(() => expect(first.result.current.state.status).toBe('ready'));
  const load = jest.fn(async () => mod('again'));
  const second = renderHook(() => useRemoteModule(options(source, load)));
  expect(second.result.current.state).toEqual({ status: 'ready', module: mod('cached') });
  const otherKey = renderHook(() => useRemoteModule(options(source, load, { cacheKey: 'remote_listings' })));
  expect(otherKey.result.current.state.status).toBe('loading');
});

test('a failure is reported once with its reason; Retry resets the remote and loads again', async () => {
  const reset = jest.fn(async (_name: string) => undefined);
  const source = sourceWith(reset);
  const answers = [
    () => Promise.reject(new RemoteLoadError('remote_listings', 'contract', 'contract 0, the shell 1')),
    async () => mod('fixed'),
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
  await waitFor(() => expect(result.current.state).toEqual({ status: 'ready', module: mod('fixed') }));
  expect(reset).toHaveBeenCalledWith('remote_listings');
  expect(load).toHaveBeenCalledTimes(2);
  expect(failures).toHaveLength(1);
});

test("shows once its texts in the page's language are in; texts that cannot be loaded fail it, and Retry asks again", async () => {
  const source = sourceWith();
  const en = jest
    .fn<Promise<Record<string, unknown>>, []>()
    .mockRejectedValueOnce(new Error('ChunkLoadError: texts-en'))
    .mockResolvedValue({ hello: 'Hello, lazily' });
  const zh = jest.fn(async () => ({ hello: '你好' }));
  const lazy: RemoteTranslations = { namespace: 'probe-lazy', en, 'zh-CN': zh };
  const { result } = renderHook(() => useRemoteModule(options(source, async () => mod('lazy', lazy))));
  await waitFor(() =>
    expect(result.current.state).toMatchObject({ status: 'failed', reason: 'unreachable' }),
  );
  expect(failures).toEqual([
    { name: 'remote_listings', reason: 'unreachable', detail: 'Error: ChunkLoadError: texts-en' },
  ]);
  // Not remembered without its texts: another user of the source does not show it.
  const other = renderHook(() =>
    useRemoteModule(options(source, async () => mod('lazy', lazy), { enabled: false })),
  );
  expect(other.result.current.state.status).toBe('loading');
  act(() => result.current.retry());
  await waitFor(() => expect(result.current.state).toEqual({ status: 'ready', module: mod('lazy', lazy) }));
  expect(i18n.getResource('en', 'probe-lazy', 'hello')).toBe('Hello, lazily');
  expect(en).toHaveBeenCalledTimes(2);
  expect(zh).not.toHaveBeenCalled();
});
