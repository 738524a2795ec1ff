/**
 * Build-time flags from the webpack DefinePlugin. Read through this module so that code also runs under Jest,
 * where the constants do not exist.
 */
declare const __HEARTH_PRODUCTION__: boolean | undefined;

/** True in production builds: debug switches (`?www=1`, the bridge panel) are off. */
export const IS_PRODUCTION: boolean =
  typeof __HEARTH_PRODUCTION__ !== 'undefined' && __HEARTH_PRODUCTION__ === true;
