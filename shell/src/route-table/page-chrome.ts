// Entry-chunk safe: no React, no valibot, no @hearth/shared at run time (see route-table.ts).

/** The chrome of a page, resolved. */
export interface PageChrome {
  /** Runs inside the native app: native context and language, title to the native nav bar, no site gate. */
  hybrid: boolean;
  header: boolean;
  banner: boolean;
  footer: boolean;
}

/** What a prefix (remotes.json) or a route handle may say about the chrome; unset fields take the defaults. */
export interface ChromeHints {
  hybrid?: boolean | undefined;
  header?: boolean | undefined;
  banner?: boolean | undefined;
  footer?: boolean | undefined;
}

/** Defaults: a hybrid page shows no header, banner or footer (the app has its own bar); other pages show all. */
function chromeDefaults(hybrid: boolean): PageChrome {
  return { hybrid, header: !hybrid, banner: !hybrid, footer: !hybrid };
}

export const PUBLIC_CHROME: PageChrome = chromeDefaults(false);
export const HYBRID_CHROME: PageChrome = chromeDefaults(true);

/**
 * `hints` over `base` (default: a public page). A hint that flips `hybrid` starts from the other kind's defaults,
 * so `{ hybrid: true }` alone hides the chrome.
 */
export function refineChrome(
  hints: ChromeHints | null | undefined,
  base: PageChrome = PUBLIC_CHROME,
): PageChrome {
  if (!hints) return base;
  const hybrid = hints.hybrid ?? base.hybrid;
  const start = hybrid === base.hybrid ? base : chromeDefaults(hybrid);
  return {
    hybrid,
    header: hints.header ?? start.header,
    banner: hints.banner ?? start.banner,
    footer: hints.footer ?? start.footer,
  };
}
