import { PassThrough } from 'node:stream';
import type { ReactElement } from 'react';
import { renderToPipeableStream } from 'react-dom/server';

/** The render's own bound: code already loaded renders within microtasks, so this is only a safety net. */
export const RENDER_FLOOR_MS = 1000;

/** React's streaming render, collected once every boundary is ready or the budget is spent. */
export function renderHtml(element: ReactElement, budgetMs: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const sink = new PassThrough();
    const parts: Buffer[] = [];
    sink.on('data', (chunk: Buffer) => parts.push(chunk));
    sink.on('end', () => {
      clearTimeout(timer);
      resolve(Buffer.concat(parts).toString('utf8'));
    });
    const stream = renderToPipeableStream(element, {
      // The page goes out whole, with no boundary outlined for later: React would complete those with inline
      // scripts, which the CSP does not allow.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      onError(error) {
        // A boundary that throws is rendered by the browser instead (its fallback goes out in the HTML).
        console.error('[server] render error (left to the browser):', error);
      },
    });
    // Past the budget, what is still pending goes out as its fallback and the browser renders it.
    const timer = setTimeout(() => stream.abort(new Error('server render budget spent')), budgetMs);
  });
}
