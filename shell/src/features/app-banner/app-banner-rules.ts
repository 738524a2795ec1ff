/** Where the dismissal is remembered (this browser, across visits). */
export const DISMISS_KEY = 'hearth.appBanner.dismissed';

/**
 * Whether the banner shows on `pathname`. `excluded`: the routes without it (decision, ADR 0014): the download pages
 * themselves and the full-screen map search, as bound now (ADR 0029; an unbound one excludes nothing). Hybrid pages
 * never show it (they run inside the app). Every other public page does, under 768 px.
 */
export function bannerRoute(
  pathname: string,
  hybrid: boolean,
  excluded: readonly (string | undefined)[],
): boolean {
  if (hybrid) return false;
  return !excluded.some((p) => p !== undefined && (pathname === p || pathname.startsWith(`${p}/`)));
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
