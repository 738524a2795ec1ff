import { shareableUrl, withoutIdentity, withoutParams } from './shareable-url';

const DEEP =
  'https://lily.test/hybrid/share/list?ids=a@b&fjjUserId=7&language=1&appAuthCode=s%2Fecret&yonghuId=9#top';

describe('shareableUrl', () => {
  it('drops the identity, keeps the other parameters byte for byte, their order and the hash', () => {
    expect(shareableUrl(DEEP)).toBe('https://lily.test/hybrid/share/list?ids=a@b&language=1#top');
  });

  it('drops the personal parameters of delivery acceptance (userName, email, phone)', () => {
    expect(
      shareableUrl(
        'https://x.test/hybrid/delivery/accept/5?userName=Ann+Lee&email=a%40b.c&phone=6045550100&ltype=1',
      ),
    ).toBe('https://x.test/hybrid/delivery/accept/5?ltype=1');
  });

  it('matches names case-insensitively and encoded, and drops repeated and empty ones', () => {
    expect(shareableUrl('https://x.test/p?FJJUSERID=1&app%41uthCode=2&yonghuId=&yonghuId=3&q=1')).toBe(
      'https://x.test/p?q=1',
    );
  });

  it('leaves no "?" when nothing remains, and a URL without a query unchanged', () => {
    expect(shareableUrl('https://x.test/p?fjjUserId=1#h')).toBe('https://x.test/p#h');
    expect(shareableUrl('https://x.test/p#h?fjjUserId=1')).toBe('https://x.test/p#h?fjjUserId=1');
    expect(shareableUrl('https://x.test/p')).toBe('https://x.test/p');
  });

  it('keeps parameters that only look alike (a value named like a key, a longer name)', () => {
    expect(shareableUrl('https://x.test/p?q=fjjUserId&fjjUserIdx=1&emails=2')).toBe(
      'https://x.test/p?q=fjjUserId&fjjUserIdx=1&emails=2',
    );
  });

  it('defaults to the current page', () => {
    window.history.replaceState(null, '', '/listing/1?ltype=1&fjjUserId=7');
    expect(shareableUrl()).toBe(`${window.location.origin}/listing/1?ltype=1`);
  });

  it('survives a malformed escape in a name', () => {
    expect(shareableUrl('https://x.test/p?%E0%A4%A=1&phone=2')).toBe('https://x.test/p?%E0%A4%A=1');
  });
});

describe('withoutIdentity', () => {
  it('drops only the identity: language and the personal parameters stay (the page reads them)', () => {
    expect(withoutIdentity('/d/5?fjjUserId=1&email=a%40b.c&language=1')).toBe(
      '/d/5?email=a%40b.c&language=1',
    );
  });

  it('is the same function as withoutParams with the identity set', () => {
    expect(withoutParams('/p?a=1&b=2', new Set(['a']))).toBe('/p?b=2');
  });
});
