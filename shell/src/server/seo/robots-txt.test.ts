/** @jest-environment node */
import { robotsTxt } from './robots-txt';

describe('robots.txt', () => {
  const text = robotsTxt('https://lily.example.com');
  const rules = text.split('\n');

  it('allows the public pages and names the sitemap of its own site by absolute URL', () => {
    expect(rules.slice(0, 2)).toEqual(['User-agent: *', 'Allow: /']);
    expect(rules).toContain('Sitemap: https://lily.example.com/sitemap.xml');
  });

  it('disallows the hybrid pages and any URL carrying user context, as written and in lower case', () => {
    expect(rules).toContain('Disallow: /hybrid/');
    for (const key of ['fjjUserId', 'fjjuserid', 'appAuthCode', 'yonghuId', 'userName', 'email', 'phone']) {
      expect(rules).toContain(`Disallow: /*?${key}=`);
      expect(rules).toContain(`Disallow: /*&${key}=`);
    }
    expect(rules.filter((rule) => rule.startsWith('Disallow: /*?'))).toHaveLength(
      new Set(rules.filter((rule) => rule.startsWith('Disallow: /*?'))).size,
    );
  });
});
