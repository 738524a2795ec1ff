import { makeTestConfig } from '@hearth/shared/testing';
import { startEarlyConfig, takeEarlyConfigResponse } from '../startup/early-config';
import { loadShellConfig } from './shell-config';

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
const missing = () => new Response('<!doctype html>', { headers: { 'content-type': 'text/html' } });

/** fetch answering runtime-config.json with each answer in turn (the last one from then on). */
function answers(...list: (() => Response)[]) {
  const fetch = jest.fn(async () => (list.length > 1 ? list.shift()! : list[0]!)());
  global.fetch = fetch;
  return fetch;
}

beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
afterEach(() => {
  takeEarlyConfigResponse();
  jest.restoreAllMocks();
});

describe('loadShellConfig', () => {
  it('takes the entry chunk’s early request over (one request)', async () => {
    const fetch = answers(() => json(makeTestConfig()));
    startEarlyConfig();
    await expect(loadShellConfig()).resolves.toMatchObject({ productName: 'Hearth' });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('asks once more when the file is missing or invalid, then gives up', async () => {
    let fetch = answers(missing, () => json(makeTestConfig()));
    startEarlyConfig();
    await expect(loadShellConfig()).resolves.toMatchObject({ productName: 'Hearth' });
    expect(fetch).toHaveBeenCalledTimes(2);

    fetch = answers(() => json({ hosts: {} }));
    startEarlyConfig();
    await expect(loadShellConfig()).rejects.toThrow(/runtime-config\.json/);
    expect(fetch).toHaveBeenCalledTimes(2);

    // The error screen's Retry: a new request (the early one is spent), with its one retry.
    fetch = answers(missing, () => json(makeTestConfig()));
    await expect(loadShellConfig()).resolves.toMatchObject({ productName: 'Hearth' });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('bounds each request (an abort signal with a timeout)', async () => {
    const fetch = answers(() => json(makeTestConfig()));
    await loadShellConfig();
    expect(fetch).toHaveBeenCalledWith(
      '/runtime-config.json',
      expect.objectContaining({ signal: expect.any(AbortSignal) }),
    );
  });
});
