import {
  ConfigError,
  loadRuntimeConfig,
  parseDeployResponse,
  RuntimeConfigSchema,
  type RuntimeConfig,
} from '@hearth/shared';
import { takeEarlyConfigResponse } from '../startup/early-config';
import { RUNTIME_CONFIG_URL } from '../startup/early-constants';

/** The entry chunk's early request of runtime-config.json, validated; null when there was none (taken already). */
async function earlyConfig(): Promise<RuntimeConfig | null> {
  const early = takeEarlyConfigResponse();
  if (!early) return null;
  let response: Response;
  try {
    response = await early;
  } catch (cause) {
    throw new ConfigError(`${RUNTIME_CONFIG_URL}: network error (${String(cause)})`);
  }
  return parseDeployResponse(RUNTIME_CONFIG_URL, response, RuntimeConfigSchema);
}

/** One request of runtime-config.json: the entry chunk's early one the first time, a new one after. */
async function loadOnce(): Promise<RuntimeConfig> {
  return (await earlyConfig()) ?? loadRuntimeConfig(RUNTIME_CONFIG_URL);
}

/**
 * runtime-config.json, validated: the entry chunk's early request is reused once; a missing, unreadable or invalid
 * file is asked for once more (a deploy in progress, a dropped connection) before the start-up gives up with its
 * error screen (whose Retry calls this again).
 */
export async function loadShellConfig(): Promise<RuntimeConfig> {
  try {
    return await loadOnce();
  } catch (error) {
    console.warn('[hearth] runtime-config.json: asking again', error);
    return loadOnce();
  }
}
