import { sanitizeHtml, sanitizedText } from './sanitize-html';
import { safeHttpUrl, withHttpsScheme } from './safe-url';

describe('security helpers', () => {
  it('strips scripts and handlers from server HTML', () => {
    const clean = sanitizeHtml(
      '<p onclick="x()">Hi<script>alert(1)</script><img src="a.png" onerror="x()"></p>',
    );
    expect(clean).toBe('<p>Hi<img src="a.png"></p>');
    expect(sanitizedText('<p>Hello <b>there</b></p><script>window.__x=1</script>')).toBe('Hello there');
  });

  it('lets only http(s) URLs through', () => {
    expect(safeHttpUrl('https://example.com/a')).toBe('https://example.com/a');
    expect(safeHttpUrl('javascript:alert(1)')).toBeNull();
    expect(safeHttpUrl('data:text/html,hi')).toBeNull();
    expect(safeHttpUrl('')).toBeNull();
  });

  it('restricts redirects to configured hosts', () => {
    expect(safeHttpUrl('https://pay.example.com/x', { allowedHosts: ['pay.example.com'] })).toBe(
      'https://pay.example.com/x',
    );
    expect(safeHttpUrl('https://evil.example.com/x', { allowedHosts: ['pay.example.com'] })).toBeNull();
  });

  it('adds https:// to agent websites without a scheme', () => {
    expect(withHttpsScheme('lily.example.com')).toBe('https://lily.example.com/');
    expect(withHttpsScheme('javascript:alert(1)')).toBeNull();
  });
});
