import { nativeBridge, setBridgeWebFallbacks } from './native-bridge';
import {
  contextIsTheLoadedUrls,
  installNativeContext,
  parseNativeContext,
  setContextFromQuery,
} from './native-context';
import { bus } from '../events/bus';
import { useNativeContextStore } from '../stores/native-context-store';

describe('native bridge', () => {
  afterEach(() => {
    delete window.webkit;
    delete window.HearthAndroid;
  });

  it('posts to the iOS message handler', () => {
    const postMessage = jest.fn();
    window.webkit = { messageHandlers: { nativeSetNavTitle: { postMessage } } };
    expect(nativeBridge.setNavTitle('Coupons')).toBe('ios');
    expect(postMessage).toHaveBeenCalledWith({ title: 'Coupons' });
  });

  it('calls the injected Android object with JSON', () => {
    const nativeGoMe = jest.fn();
    window.HearthAndroid = { nativeGoMe };
    expect(nativeBridge.goMe()).toBe('android');
    expect(nativeGoMe).toHaveBeenCalledWith(undefined);
  });

  it('falls back on the web and reports every call on the bus', () => {
    const navigate = jest.fn();
    const openSignIn = jest.fn();
    const calls: string[] = [];
    bus.on('bridge:call', (e) => calls.push(`${e.name}:${e.platform}`));
    setBridgeWebFallbacks({
      navigate,
      openSignIn,
      pages: { home: '/', orders: '/hybrid/coupon/my/coupons' },
    });
    nativeBridge.goRegister();
    nativeBridge.goHome();
    nativeBridge.goOrder();
    expect(openSignIn).toHaveBeenCalled();
    expect(navigate.mock.calls).toEqual([['/'], ['/hybrid/coupon/my/coupons']]);
    expect(calls).toEqual(['nativeGoRegister:web', 'nativeGoHome:web', 'nativeGoOrder:web']);
  });

  it('takes the context from the query and from runSetEpicContext', () => {
    installNativeContext('?fjjUserId=77&language=1&other=x');
    expect(useNativeContextStore.getState()).toMatchObject({ fjjUserId: '77', language: '1' });
    window.runSetEpicContext?.('{"fjjUserId":"88","yonghuId":5,"appAuthCode":"abc"}');
    expect(useNativeContextStore.getState()).toMatchObject({
      fjjUserId: '88',
      yonghuId: '5',
      appAuthCode: 'abc',
      language: '1',
    });
    expect(parseNativeContext('not json')).toEqual({});
  });

  describe('deep-link identity (ADR 0023)', () => {
    beforeEach(() => {
      window.sessionStorage.clear();
      useNativeContextStore.setState({ fjjUserId: null, language: null, appAuthCode: null, yonghuId: null });
    });

    it('takes the identity out of the address bar and keeps it for a reload of the tab', () => {
      window.history.replaceState(
        { idx: 0 },
        '',
        '/hybrid/coupon/7?fjjUserId=7&language=1&appAuthCode=abc#x',
      );
      installNativeContext(window.location.search);
      expect(useNativeContextStore.getState()).toMatchObject({
        fjjUserId: '7',
        appAuthCode: 'abc',
        language: '1',
      });
      expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe(
        '/hybrid/coupon/7?language=1#x',
      );
      // A reload: a fresh store, the URL without the identity (the app does not append it again).
      useNativeContextStore.setState({ fjjUserId: null, language: null, appAuthCode: null, yonghuId: null });
      installNativeContext(window.location.search);
      expect(useNativeContextStore.getState()).toMatchObject({
        fjjUserId: '7',
        appAuthCode: 'abc',
        language: '1',
      });
    });

    it('a server renders with the query’s context only; the browser hydrates only the same user’s markup', () => {
      useNativeContextStore.setState({ yonghuId: '3' });
      setContextFromQuery('?fjjUserId=9&language=1&x=1');
      expect(useNativeContextStore.getState()).toMatchObject({
        fjjUserId: '9',
        language: '1',
        appAuthCode: null,
        yonghuId: null,
      });
      setContextFromQuery(null);
      expect(useNativeContextStore.getState()).toMatchObject({ fjjUserId: null, language: null });

      // The document's navigation entry keeps the URL as loaded (jsdom has none).
      let entry = '';
      Object.defineProperty(performance, 'getEntriesByType', {
        configurable: true,
        value: () => [{ name: entry }],
      });
      const loadAt = (path: string) => {
        window.history.replaceState(null, '', path);
        entry = window.location.href;
        useNativeContextStore.setState({
          fjjUserId: null,
          language: null,
          appAuthCode: null,
          yonghuId: null,
        });
        installNativeContext(window.location.search);
      };
      try {
        // The deep link: what the URL carried as loaded is what the server saw.
        loadAt('/hybrid/coupon/my/coupons?fjjUserId=7&language=1');
        expect(contextIsTheLoadedUrls()).toBe(true);
        // A reload of the tab: the URL has no identity (the server rendered for nobody), the tab remembers user 7.
        loadAt('/hybrid/coupon/my/coupons?language=1');
        expect(useNativeContextStore.getState().fjjUserId).toBe('7');
        expect(contextIsTheLoadedUrls()).toBe(false);
      } finally {
        delete (performance as Partial<Performance>).getEntriesByType;
      }
    });

    it('a deep link naming the identity again wins over the remembered one', () => {
      installNativeContext('?fjjUserId=7&appAuthCode=abc');
      useNativeContextStore.setState({ fjjUserId: null, appAuthCode: null });
      installNativeContext('?fjjUserId=8');
      expect(useNativeContextStore.getState()).toMatchObject({ fjjUserId: '8', appAuthCode: null });
    });
  });
});
