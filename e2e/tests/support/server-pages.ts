import type { APIRequestContext } from '@playwright/test';
import { SHELL, SHELL_PORT } from './env';

/**
 * A plain GET of a page on lily's site, no JavaScript: sent to the shell's address with the site's Host (Node, which
 * runs `request`, does not resolve `*.localhost` as Chromium does). `headers` adds to them (a crawler's User-Agent).
 */
export function getPage(
  request: APIRequestContext,
  path: string,
  host = 'lily',
  headers: Record<string, string> = {},
) {
  const name = host === 'localhost' ? 'localhost' : `${host}.localhost`;
  return request.get(`${SHELL}${path}`, {
    headers: { Host: `${name}:${SHELL_PORT}`, 'Accept-Language': 'en-CA', ...headers },
    maxRedirects: 0,
  });
}
