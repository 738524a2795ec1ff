/**
 * @jest-environment node
 */
import { sanitizeHtml } from './sanitize-html';

describe('sanitizeHtml without a DOM (a server render)', () => {
  it('returns nothing rather than the HTML unsanitised', () => {
    expect(sanitizeHtml('<p>hello</p><img src="x" onerror="alert(1)">')).toBe('');
    expect(sanitizeHtml('<script>alert(1)</script>')).toBe('');
  });
});
