import * as v from 'valibot';
import { expect, test } from './support/fixtures';

type ConfigModule = typeof import('../../shared/src/config/runtime-config-schema');
type ContractModule = typeof import('../../shared/src/federation/remote-contract');

/** shared/ is not an ESM package: Node hands its TS modules to us as CommonJS (exports under `default`). */
async function cjs<T>(loading: Promise<unknown>): Promise<T> {
  const mod = (await loading) as T & { default?: T };
  return mod.default ?? mod;
}
import { E2E_REMOTE_TIMEOUT_MS, SHELL } from './support/env';

/** The deploy files the platform writes are what the shell serves, and they satisfy the shared schemas. */
test('runtime-config.json and remotes.json are served by the shell and match the contracts', async ({ request }) => {
  const { RuntimeConfigSchema } = await cjs<ConfigModule>(import('../../shared/src/config/runtime-config-schema'));
  const { RemotesManifestSchema } = await cjs<ContractModule>(import('../../shared/src/federation/remote-contract'));
  const config = await (await request.get(`${SHELL}/runtime-config.json`)).json();
  const parsed = v.safeParse(RuntimeConfigSchema, config);
  expect(parsed.issues ?? []).toEqual([]);
  expect(config.remoteTimeoutMs).toBe(E2E_REMOTE_TIMEOUT_MS);
  expect(config.testHost).toBe('lily.localhost');

  const res = await request.get(`${SHELL}/remotes.json`);
  expect(res.headers()['cache-control']).toContain('no-store');
  const manifest = v.parse(RemotesManifestSchema, await res.json());
  expect(manifest.remotes.map((r) => r.name).sort()).toEqual(['remote_content', 'remote_coupons', 'remote_listings', 'remote_reports', 'remote_vendor']);
  for (const r of manifest.remotes) {
    expect(r.contract).toBe(1);
    const entry = await request.get(r.entry);
    expect(entry.status(), r.entry).toBe(200);
    expect(entry.headers()['access-control-allow-origin']).toBe('*');
  }
});
