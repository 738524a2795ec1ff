// Runs in the ENTRY chunk (index.ts), before the shared singletons are negotiated: type imports only.
import type { QueuingContextHandler } from '@hearth/shared';

/**
 * The native app may call `window.runSetEpicContext(…)` as soon as the page starts, before the shell has loaded the
 * code that handles it. Until then this handler queues each context; `installNativeContext` (bootstrap, hybrid
 * pages) applies the queue in order and takes over.
 */
export function queueEarlyNativeContext(): void {
  if (window.runSetEpicContext) return;
  const queued: unknown[] = [];
  const early: QueuingContextHandler = (context) => {
    queued.push(context);
  };
  early.queued = queued;
  window.runSetEpicContext = early;
}
