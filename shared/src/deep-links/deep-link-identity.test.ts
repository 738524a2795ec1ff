import {
  IDENTITY_STORAGE_KEY,
  identityInQuery,
  rememberedIdentity,
  rememberIdentity,
  takeIdentityFromAddressBar,
} from './deep-link-identity';

beforeEach(() => {
  window.sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('identityInQuery', () => {
  it('is null when the query names no identity parameter', () => {
    expect(identityInQuery('?language=1&ltype=0')).toBeNull();
  });

  it('takes the non-empty identity values', () => {
    expect(identityInQuery('?fjjUserId=7&appAuthCode=&yonghuId=9&language=1')).toEqual({
      fjjUserId: '7',
      yonghuId: '9',
    });
  });
});

describe('takeIdentityFromAddressBar', () => {
  it('takes the identity out of the URL, keeping the path, the other parameters, the hash and the entry state', () => {
    const state = { usr: { from: 'app' }, key: 'k1', idx: 0 };
    window.history.replaceState(
      state,
      '',
      '/hybrid/coupon/7?fjjUserId=7&language=1&appAuthCode=abc&yonghuId=9#terms',
    );
    const length = window.history.length;
    expect(takeIdentityFromAddressBar()).toEqual({ fjjUserId: '7', appAuthCode: 'abc', yonghuId: '9' });
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe(
      '/hybrid/coupon/7?language=1#terms',
    );
    expect(window.history.state).toEqual(state);
    expect(window.history.length).toBe(length); // replaced, not pushed
    expect(rememberedIdentity()).toEqual({ fjjUserId: '7', appAuthCode: 'abc', yonghuId: '9' });
  });

  it('leaves a URL without identity and the remembered identity alone (a reload)', () => {
    rememberIdentity({ fjjUserId: '7' });
    window.history.replaceState({ idx: 2 }, '', '/hybrid/coupon/7?language=1');
    const replace = jest.spyOn(window.history, 'replaceState');
    expect(takeIdentityFromAddressBar()).toBeNull();
    expect(replace).not.toHaveBeenCalled();
    replace.mockRestore();
    expect(rememberedIdentity()).toEqual({ fjjUserId: '7' });
  });

  it('a new deep link replaces what an earlier one left, even with fewer values', () => {
    rememberIdentity({ fjjUserId: '7', appAuthCode: 'old' });
    window.history.replaceState(null, '', '/p?fjjUserId=8&appAuthCode=');
    takeIdentityFromAddressBar();
    expect(rememberedIdentity()).toEqual({ fjjUserId: '8' });
    expect(window.location.search).toBe('');
  });
});

describe('rememberedIdentity', () => {
  it('reads nothing from a missing, malformed or foreign entry', () => {
    expect(rememberedIdentity()).toEqual({});
    window.sessionStorage.setItem(IDENTITY_STORAGE_KEY, '{not json');
    expect(rememberedIdentity()).toEqual({});
    window.sessionStorage.setItem(
      IDENTITY_STORAGE_KEY,
      JSON.stringify({ fjjUserId: 5, other: 'x', yonghuId: '9' }),
    );
    expect(rememberedIdentity()).toEqual({ yonghuId: '9' });
  });

  it('works without storage (denied): nothing remembered, nothing thrown', () => {
    rememberIdentity({ fjjUserId: '7' }, null);
    expect(rememberedIdentity(null)).toEqual({});
  });
});
