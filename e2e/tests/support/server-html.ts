import type { Page } from '@playwright/test';
import { expect, serveStaticPage } from './fixtures';

/**
 * Checks of server HTML (blog, news and coupon bodies) as the renderer sends it (ADR 0039): what a browser without
 * JavaScript, or a crawler, gets.
 */

/** The JSON data blocks of a page (the start plan, JSON-LD): inert, never run. */
const DATA_BLOCK = /<script\b[^>]*\stype="application\/(?:json|ld\+json)"[^>]*>([\s\S]*?)<\/script>/g;

/**
 * Asserts that a server-rendered document runs nothing of the data it shows: outside its data blocks no script but
 * the bundle's (`src`), no event handler attribute, no `javascript:` URL; inside them no `<` at all (the raw bodies
 * in the start plan cannot close their block).
 */
export function expectInertDocument(html: string): void {
  for (const [, data] of html.matchAll(DATA_BLOCK)) expect(data).not.toContain('<');
  const markup = html.replace(DATA_BLOCK, '');
  for (const tag of markup.match(/<script\b[^>]*>/gi) ?? []) expect(tag).toMatch(/\ssrc="\/[^"]*"/);
  expect(markup).not.toMatch(/<[^>]*\son[a-z]+\s*=/i);
  expect(markup).not.toMatch(/javascript:/i);
}

/** Asserts that a sanitised body holds no element DOMPurify's rules drop (the page's own icons may be SVG). */
function expectSanitisedBody(body: string): void {
  expect(body).not.toMatch(/<(?:script|iframe|svg|math|style|form|embed|object)\b/i);
  expect(body).not.toMatch(/\s(?:on[a-z]+|style)\s*=/i);
}

/** The sanitised body the server rendered (the first `ServerHtml`'s inner markup): from its start to its article's end. */
export function serverBody(html: string): string {
  const start = '<div class="server-html"><div>';
  const at = html.indexOf(start);
  const end = html.indexOf('</div></div></article>', at);
  expect(at, 'the server HTML has the sanitised body').toBeGreaterThan(0);
  return html.slice(at + start.length, end);
}

/**
 * The same body as the browser sanitises it itself: the page at `url` from the static page (the renderer's fallback,
 * ADR 0034), so Chromium renders it with its own DOMPurify, no server markup to hydrate. The links the page opens in a
 * new tab (`rel`, `target`, set once rendered) are left out, as the server sends them without.
 */
export async function browserBody(page: Page, url: string): Promise<string> {
  await serveStaticPage(page);
  const response = await page.goto(url);
  expect(response?.headers()['x-hearth-rendered']).toBeUndefined();
  const body = page.locator('.server-html > div').first();
  await expect(body).toContainText('This article carries hostile HTML');
  const markup = await body.innerHTML();
  return markup.replaceAll(' rel="noopener noreferrer" target="_blank"', '');
}

/**
 * Asserts the server's page of the sandbox's XSS corpus (blog 9001, news 516): the document inert, the body sanitised,
 * the safe content there (the paragraph, the external link, the javascript link's text, the div without handlers).
 */
export function expectSanitisedCorpus(html: string): void {
  expectInertDocument(html);
  const body = serverBody(html);
  expectSanitisedBody(body);
  expect(body).toContain('<p class="corpus-safe">This article carries hostile HTML; none of it may run.</p>');
  expect(body).toContain('<a href="https://example.com/market-report">External market report</a>');
  expect(body).toContain('<a>javascript link</a>');
  expect(body).toContain('<div>Hover me</div>');
}
