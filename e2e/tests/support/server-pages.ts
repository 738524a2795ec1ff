import type { APIRequestContext, Page } from '@playwright/test';
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

/**
 * React's hydration problems as Chromium reports them: a mismatch (production builds log minified errors #418, #423,
 * #425; development ones name hydration) or a server boundary the browser had to render afresh (#419).
 */
export function watchHydration(page: Page): string[] {
  const problems: string[] = [];
  const HYDRATION = /hydrat|Minified React error #(418|419|423|425)\b/i;
  page.on('console', (msg) => {
    if (HYDRATION.test(msg.text())) problems.push(msg.text());
  });
  page.on('pageerror', (err) => {
    if (HYDRATION.test(err.message)) problems.push(err.message);
  });
  return problems;
}
