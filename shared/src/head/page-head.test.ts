import { headFor, httpUrl, type HeadRequest } from './page-head';

const request = (over: Partial<HeadRequest> = {}): HeadRequest => ({
  origin: 'https://lily.example.com',
  pathname: '/listings',
  search: '',
  locale: 'en',
  siteName: 'Lily Chen Realty',
  productName: 'Hearth Pro',
  ...over,
});

describe('headFor', () => {
  it('applies the title rule: the route title, else the website title, else the product name, else Hearth', () => {
    expect(headFor({ title: 'Listings' }, request()).title).toBe('Listings');
    expect(headFor({}, request()).title).toBe('Lily Chen Realty');
    expect(headFor(null, request({ siteName: ' ' })).title).toBe('Hearth Pro');
    expect(headFor(undefined, request({ siteName: null, productName: null })).title).toBe('Hearth');
  });

  it("previews with the page's subject where it has one, else with the title", () => {
    expect(headFor({ title: 'Blog', previewTitle: ' Rates in 2026 ' }, request()).previewTitle).toBe(
      'Rates in 2026',
    );
    expect(headFor({ title: 'Blog', previewTitle: ' ' }, request()).previewTitle).toBe('Blog');
    expect(headFor({}, request()).previewTitle).toBe('Lily Chen Realty');
  });

  it('keeps only the declared content keys in the canonical URL, never identity, personal or tracking keys', () => {
    const search =
      '?page=2&utm_source=wechat&utm_medium=share&fbclid=abc&gclid=x&fjjUserId=7&appAuthCode=s3cret&yonghuId=9&email=a%40b.c&ltype=0&sort=price';
    const head = headFor({ query: ['page', 'fjjUserId', 'utm_source'] }, request({ search }));
    expect(head.canonical).toBe('https://lily.example.com/listings?page=2&ltype=1');
  });

  it('gives the alternates of each language (ltype=1 en, ltype=0 zh-CN) and x-default; canonical is the current language', () => {
    const head = headFor({ query: ['page'] }, request({ locale: 'zh-CN', search: '?page=3&ltype=0' }));
    expect(head.canonical).toBe('https://lily.example.com/listings?page=3&ltype=0');
    expect(head.alternates).toEqual([
      { hreflang: 'en', href: 'https://lily.example.com/listings?page=3&ltype=1' },
      { hreflang: 'zh-CN', href: 'https://lily.example.com/listings?page=3&ltype=0' },
      { hreflang: 'x-default', href: 'https://lily.example.com/listings?page=3' },
    ]);
  });

  it('keeps the path on the site origin, even one that looks like another host', () => {
    expect(headFor({}, request({ pathname: '//evil.example/x' })).canonical).toBe(
      'https://lily.example.com//evil.example/x?ltype=1',
    );
  });

  it('makes noindex pages (declared, or hybrid) without canonical or alternates', () => {
    for (const head of [headFor({ noindex: true }, request()), headFor({}, request({ hybrid: true }))]) {
      expect(head.noindex).toBe(true);
      expect(head.canonical).toBeNull();
      expect(head.alternates).toEqual([]);
    }
    expect(headFor({}, request()).noindex).toBe(false);
  });

  it('takes only http(s) pictures, resolving root-relative ones against the origin', () => {
    expect(headFor({ image: '/photos/1.jpg' }, request()).image).toBe(
      'https://lily.example.com/photos/1.jpg',
    );
    expect(headFor({ image: 'javascript:alert(1)' }, request()).image).toBeNull();
    expect(headFor({ image: 'data:image/png;base64,AAAA' }, request()).image).toBeNull();
    expect(httpUrl('http://cdn.example.com/a.jpg', 'https://x.example')).toBe('http://cdn.example.com/a.jpg');
    expect(httpUrl('   ', 'https://x.example')).toBeNull();
  });
});
