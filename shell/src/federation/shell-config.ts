import {
  ConfigError,
  loadRuntimeConfig,
  parseDeployResponse,
  RuntimeConfigSchema,
  type RuntimeConfig,
} from '@hearth/shared';
import { takeEarlyConfigResponse } from './early-config';
import { RUNTIME_CONFIG_URL } from './early-constants';

/** runtime-config.json, validated (the entry chunk's early request is reused once). */
export async function loadShellConfig(): Promise<RuntimeConfig> {
  const early = takeEarlyConfigResponse();
  if (!early) return loadRuntimeConfig(RUNTIME_CONFIG_URL);
  let response: Response;
  try {
    response = await early;
  } catch (cause) {
    throw new ConfigError(`${RUNTIME_CONFIG_URL}: network error (${String(cause)})`);
  }
  return parseDeployResponse(RUNTIME_CONFIG_URL, response, RuntimeConfigSchema);
}
