/**
 * @jest-environment node
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the plugin is CommonJS build tooling
const { buildInfo } = require('./build-info-plugin.cjs') as {
  buildInfo: (opts: Record<string, unknown>) => Record<string, unknown>;
};
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the config factory is CommonJS build tooling
const { UNCOMPRESSED_FILES } = require('./webpack-config.cjs') as { UNCOMPRESSED_FILES: RegExp };

const base = { kind: 'shell', name: 'shell', buildId: 'main', builtAt: '2026-01-01T00:00:00.000Z' };

describe('build-info.json', () => {
  it('marks only a production-mode build without overrides or harness as production', () => {
    expect(buildInfo({ ...base, prod: true, allowOverrides: false, harness: false })).toEqual({
      container: 'shell',
      kind: 'shell',
      mode: 'production',
      production: true,
      overrides: false,
      harness: false,
      buildId: 'main',
      builtAt: '2026-01-01T00:00:00.000Z',
    });
    // `npm start` / `npm test`: HEARTH_ALLOW_OVERRIDES=1.
    expect(buildInfo({ ...base, prod: true, allowOverrides: true, harness: false })).toMatchObject({
      production: false,
      overrides: true,
    });
    // A remote's standalone harness (HEARTH_HARNESS=1), and any development build.
    expect(
      buildInfo({ ...base, kind: 'remote', prod: true, allowOverrides: false, harness: true }),
    ).toMatchObject({ production: false, overrides: false, harness: true });
    expect(buildInfo({ ...base, prod: false, allowOverrides: false, harness: false })).toMatchObject({
      mode: 'development',
      production: false,
      overrides: true,
    });
  });

  it('the deploy files and build-info.json are never precompressed; other JSON is', () => {
    for (const name of ['runtime-config.json', 'remotes.json', 'build-info.json'])
      expect(name).toMatch(UNCOMPRESSED_FILES);
    for (const name of ['mf-manifest.json', 'assets/remotes.json', 'main.1a2b3c4d.js', 'x-remotes.json'])
      expect(name).not.toMatch(UNCOMPRESSED_FILES);
  });
});
