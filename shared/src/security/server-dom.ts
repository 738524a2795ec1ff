import type { JSDOM } from 'jsdom';

// `#server-dom` under the `node` condition (shared/package.json `imports`): the server builds (`target:
// 'async-node'`), Node and Jest get this module; the browser builds get `no-server-dom.ts`, so jsdom is never in a
// browser bundle.

let dom: Window | null = null;

/**
 * The DOM DOMPurify sanitises with on a server: one jsdom window for the process, made on first use and reused by
 * every request (DOMPurify parses each input into a document of its own and keeps nothing between calls; the render
 * is synchronous, so two requests never share a call). No script runs and nothing is fetched in it (jsdom's
 * defaults: `runScripts` and `resources` unset). jsdom itself is loaded then too, not on import: a test or a tool
 * that imports this module with a DOM of its own never loads it.
 */
export function serverWindow(): Window | null {
  if (!dom) {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded on first use only (see above)
    const jsdom = require('jsdom') as { JSDOM: typeof JSDOM };
    dom = new jsdom.JSDOM('').window as unknown as Window;
  }
  return dom;
}
