import * as v from 'valibot';
import { RuntimeConfigSchema, type RuntimeConfig } from './runtime-config-schema';
import { DEPLOY_FILE_TIMEOUT_MS } from '../early/deploy-url';

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * Fetch a deploy-time JSON file and validate it, within `DEPLOY_FILE_TIMEOUT_MS`. Guards against SPA fallbacks that answer a missing
 * JSON file with index.html (status 200, text/html).
 */
export async function fetchDeployJson<S extends v.GenericSchema>(
  url: string,
  schema: S,
): Promise<v.InferOutput<S>> {
  let response: Response;
  try {
    response = await fetch(url, {
      cache: 'no-store',
      credentials: 'same-origin',
      signal: AbortSignal.timeout(DEPLOY_FILE_TIMEOUT_MS),
    });
  } catch (cause) {
    throw new ConfigError(`${url}: network error (${String(cause)})`);
  }
  return parseDeployResponse(url, response, schema);
}

/** Validates a deploy JSON response: HTTP errors, HTML answers and schema violations become a ConfigError. */
export async function parseDeployResponse<S extends v.GenericSchema>(
  url: string,
  response: Response,
  schema: S,
): Promise<v.InferOutput<S>> {
  if (!response.ok) throw new ConfigError(`${url}: HTTP ${response.status}`);
  const type = response.headers.get('content-type') ?? '';
  let text: string;
  try {
    text = await response.text();
  } catch (cause) {
    throw new ConfigError(`${url}: network error (${String(cause)})`);
  }
  if (!type.includes('json') || /^\s*</.test(text)) {
    throw new ConfigError(`${url}: expected JSON but got ${type || 'unknown content'} (missing file?)`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new ConfigError(`${url}: invalid JSON`);
  }
  const parsed = v.safeParse(schema, json);
  if (!parsed.success) {
    const where = parsed.issues.map((i) => `${v.getDotPath(i) ?? '(root)'}: ${i.message}`).join('; ');
    throw new ConfigError(`${url}: ${where}`);
  }
  return parsed.output;
}

export function loadRuntimeConfig(url = '/runtime-config.json'): Promise<RuntimeConfig> {
  return fetchDeployJson(url, RuntimeConfigSchema);
}
