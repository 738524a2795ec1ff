import { paths } from '@hearth/shared/paths';

/** Where the dismissal is remembered (this browser, across visits). */
export const DISMISS_KEY = 'hearth.appBanner.dismissed';

/**
 * The routes without the banner (decision, ADR 0014): the download pages themselves, and the full-screen map
 * search. Hybrid pages never show it (they run inside the app). Every other public page does, under 768 px.
 */
const EXCLUDED = [paths.downloadApp(), paths.downloadAppAgent(), paths.map()];

export function bannerRoute(pathname: string, hybrid: boolean): boolean {
  if (hybrid) return false;
  return !EXCLUDED.some((p) => pathname === p || pathname.startsWith(`${p}/`));
}

interface NativeWindow {
  webkit?: { messageHandlers?: Record<string, unknown> };
  HearthAndroid?: unknown;
}

/** Inside the native app's webview: its bridge is injected (iOS message handlers or the Android object). */
export function insideNativeApp(win: Window & NativeWindow = window): boolean {
  return !!win.HearthAndroid || Object.keys(win.webkit?.messageHandlers ?? {}).length > 0;
}

export function readDismissed(): boolean {
  try {
    return window.localStorage.getItem(DISMISS_KEY) === '1';
  } catch {
    return false;
  }
}

export function rememberDismissed(): void {
  try {
    window.localStorage.setItem(DISMISS_KEY, '1');
  } catch {
    /* private mode: dismissed for this page view only */
  }
}
