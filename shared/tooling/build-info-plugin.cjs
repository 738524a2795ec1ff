// build-info.json: what kind of build a dist is, written by every build (shell and remotes) into its output. The
// servers read it (deploy/nginx/build-check.mjs): a production deploy refuses a dist that is not a production
// build, e.g. the shell that `npm start` / `npm test` build into the same shell/dist with overrides allowed.
//
//   { "container": "shell", "kind": "shell", "mode": "production", "production": false, "overrides": true,
//     "harness": false, "buildId": "main", "builtAt": "2026-01-01T00:00:00.000Z" }
'use strict';

const BUILD_INFO_FILE = 'build-info.json';

/**
 * The build's description. `production`: a production-mode build that ignores `?remote.<name>=` overrides and is
 * not a remote's standalone harness: the only kind a production deploy serves.
 * @param {{ kind: 'shell'|'remote', name: string, prod: boolean, allowOverrides: boolean, harness: boolean,
 *           buildId: string, builtAt?: string }} opts
 */
function buildInfo({ kind, name, prod, allowOverrides, harness, buildId, builtAt }) {
  return {
    container: name,
    kind,
    mode: prod ? 'production' : 'development',
    production: prod && !allowOverrides && !harness,
    overrides: !prod || allowOverrides,
    harness,
    buildId,
    builtAt: builtAt ?? new Date().toISOString(),
  };
}

/** Emits `build-info.json` (the description above) into the output. */
class BuildInfoPlugin {
  constructor(info) {
    this.info = info;
  }
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('HearthBuildInfo', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'HearthBuildInfo', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          compilation.emitAsset(
            BUILD_INFO_FILE,
            new sources.RawSource(`${JSON.stringify(this.info, null, 2)}\n`),
          );
        },
      );
    });
  }
}

module.exports = { BUILD_INFO_FILE, BuildInfoPlugin, buildInfo };
