import type { PageChrome } from '../route-table/route-table';

export interface ChromeVisibility {
  /** `agent`: the agent header; `www`: the world-wide portal's top navigation; null: none. */
  header: 'agent' | 'www' | null;
  /** The agent banner. */
  banner: boolean;
  footer: 'agent' | 'www' | null;
}

/**
 * Which chrome a page shows (spec "Layout"), from the page's chrome (its prefix in remotes.json, refined by its
 * route handle; the shell's own routes declare theirs in route-table.ts) and the site mode. The per-page facts live
 * in the data: /map hides header, banner and footer; listing pages hide the banner; hybrid pages hide all three
 * (decision: the native app shows its own nav bar). In www mode the portal's own top navigation and footer replace
 * the agent's where the page has a header or footer, and the agent banner never shows.
 */
export function chromeVisibility(chrome: PageChrome, www: boolean): ChromeVisibility {
  const kind = www ? 'www' : 'agent';
  return {
    header: chrome.header ? kind : null,
    banner: !www && chrome.banner,
    footer: chrome.footer ? kind : null,
  };
}
