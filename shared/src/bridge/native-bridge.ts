import { bus } from '../events/bus';
import type { BridgeCallName } from '../events/event-map';

type Platform = 'ios' | 'android' | 'web';

interface AndroidBridge {
  [method: string]: ((payload?: string) => void) | undefined;
}

declare global {
  interface Window {
    webkit?: { messageHandlers?: Record<string, { postMessage: (payload: unknown) => void } | undefined> };
    /** The object the Android app injects into the webview. */
    HearthAndroid?: AndroidBridge;
  }
}

/** Where a call goes: iOS message handler, Android injected object, or the web fallback. */
export function detectPlatform(name: BridgeCallName): Platform {
  if (typeof window === 'undefined') return 'web';
  if (window.webkit?.messageHandlers?.[name]) return 'ios';
  if (typeof window.HearthAndroid?.[name] === 'function') return 'android';
  return 'web';
}

/** Web fallbacks, used when the page is not inside the native app. Set by the shell. */
export interface WebFallbacks {
  navigate: (path: string) => void;
  openSignIn: () => void;
  /** Where the web goes for "me" and "home" (`home`) and for "my orders" (`orders`): the shell's links. */
  pages: { home: string; orders: string };
}

let fallbacks: WebFallbacks = {
  navigate: (path) => window.location.assign(path),
  openSignIn: () => bus.emit('auth:open-sign-in', { tab: 'sign-in' }),
  pages: { home: '/', orders: '/' },
};

export function setBridgeWebFallbacks(next: WebFallbacks): void {
  fallbacks = next;
}

function call(name: BridgeCallName, payload: unknown, web: () => void): Platform {
  const platform = detectPlatform(name);
  bus.emit('bridge:call', { name, platform, payload });
  if (platform === 'ios') window.webkit?.messageHandlers?.[name]?.postMessage(payload ?? {});
  else if (platform === 'android')
    window.HearthAndroid?.[name]?.(payload === undefined ? undefined : JSON.stringify(payload));
  else web();
  return platform;
}

/** The seven native calls. Each returns the platform it went to. */
export const nativeBridge = {
  setNavTitle: (title: string) =>
    call('nativeSetNavTitle', { title }, () => {
      document.title = title;
    }),
  goRegister: () => call('nativeGoRegister', undefined, () => fallbacks.openSignIn()),
  goMe: () => call('nativeGoMe', undefined, () => fallbacks.navigate(fallbacks.pages.home)),
  goOrder: () => call('nativeGoOrder', undefined, () => fallbacks.navigate(fallbacks.pages.orders)),
  goHome: () => call('nativeGoHome', undefined, () => fallbacks.navigate(fallbacks.pages.home)),
  close: () =>
    call('nativeClose', undefined, () => {
      if (window.history.length > 1) window.history.back();
      else fallbacks.navigate(fallbacks.pages.home);
    }),
  /** Ask the app to hand over its context (it answers by calling window.runSetEpicContext). */
  requestContext: () => call('runSetEpicContext', undefined, () => undefined),
};
