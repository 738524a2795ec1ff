/**
 * @jest-environment node
 */
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { sanitizeHtml, sanitizedText } from './sanitize-html';
import { SafeHtml } from './safe-html';
import { serverWindow } from './server-dom';

/** The attacks of the sandbox's XSS corpus (sandbox-api/src/seed/content-pages.ts), beside content that stays. */
const HOSTILE = [
  '<p class="corpus-safe">Safe paragraph.</p>',
  '<script>window.__hearthXss = "script"</script>',
  '<img src="/files/none.png" alt="broken" onerror="window.__hearthXss=1">',
  '<p><a href="javascript:window.__hearthXss=1">javascript link</a></p>',
  '<svg><script>window.__hearthXss = "svg"</script><circle r="4"></circle></svg>',
  '<iframe srcdoc="<script>parent.__hearthXss=1</script>"></iframe>',
  '<p><a href="https://example.com/market-report">External market report</a></p>',
  '<div onclick="window.__hearthXss=1" onmouseover="window.__hearthXss=2">Hover me</div>',
  '<style>p{color:red}</style><form action="/x"><input name="q"></form><p style="color:red">Styled</p>',
  '<math><mi xlink:href="javascript:alert(1)">m</mi></math>',
].join('');

describe('sanitizeHtml on a server (Node, no page DOM: the process jsdom window)', () => {
  it('keeps the content and drops every script, handler, javascript: URL, iframe, svg, style and form', () => {
    expect(sanitizeHtml(HOSTILE)).toBe(
      '<p class="corpus-safe">Safe paragraph.</p>' +
        '<img src="/files/none.png" alt="broken">' +
        '<p><a>javascript link</a></p>' +
        '<p><a href="https://example.com/market-report">External market report</a></p>' +
        '<div>Hover me</div>' +
        '<input name="q"><p>Styled</p>',
    );
  });

  it('returns nothing for nothing', () => {
    expect(sanitizeHtml(null)).toBe('');
    expect(sanitizeHtml('')).toBe('');
  });

  it('without a DOM to parse with, throws (logged once as it loads) rather than return the HTML unsanitised', () => {
    jest.isolateModules(() => {
      jest.doMock('#server-dom', () => ({ serverWindow: () => null }));
      const error = jest.spyOn(console, 'error').mockImplementation(() => {});
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- a fresh module with no DOM (isolateModules)
      const fresh = require('./sanitize-html') as typeof import('./sanitize-html');
      expect(error).toHaveBeenCalledTimes(1);
      expect(() => fresh.sanitizeHtml('<p>hi</p><script>x()</script>')).toThrow(/no DOM/);
      expect(() => fresh.sanitizedText('<p>hi</p>')).toThrow(/no DOM/);
      expect(fresh.sanitizeHtml('')).toBe('');
      error.mockRestore();
    });
  });

  it('gives the text of the sanitised HTML (no script text)', () => {
    expect(sanitizedText('<p>Hello <b>there</b></p><script>window.__x=1</script>')).toBe('Hello there');
    expect(sanitizedText(undefined)).toBe('');
  });

  it('reuses one window for every call (no window per request)', () => {
    const window = serverWindow();
    sanitizeHtml('<p>a</p>');
    sanitizeHtml('<p>b</p>');
    expect(serverWindow()).toBe(window);
  });

  it('renders SafeHtml on the server with the sanitised markup only', () => {
    const html = renderToString(createElement(SafeHtml, { html: HOSTILE, className: 'body' }));
    expect(html).toContain('Safe paragraph.');
    expect(html).toContain('href="https://example.com/market-report"');
    expect(html).not.toMatch(/<script|<iframe|<svg|<math|<style|<form|\son[a-z]+=|javascript:|style=/i);
  });
});
