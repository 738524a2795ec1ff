/**
 * Build-time constants from the webpack DefinePlugin (shared/tooling/webpack-config.cjs). Read through this module
 * so that code also runs under Jest, where the constants do not exist. The one source of both, for the entry chunk
 * (index.ts) and everything after it.
 */
declare const __HEARTH_PRODUCTION__: boolean | undefined;
declare const __HEARTH_BUILD_ID__: string | undefined;

/**
 * True for `--mode production` builds unless built with HEARTH_ALLOW_OVERRIDES=1: runtime overrides are ignored and
 * the debug switches (`?www=1`, the bridge panel) are off.
 */
export const IS_PRODUCTION: boolean =
  typeof __HEARTH_PRODUCTION__ !== 'undefined' && __HEARTH_PRODUCTION__ === true;

/** HEARTH_BUILD_ID at build time (default 'main'). */
export const BUILD_ID: string = typeof __HEARTH_BUILD_ID__ !== 'undefined' ? __HEARTH_BUILD_ID__ : 'main';
