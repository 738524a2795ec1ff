import { useEffect } from 'react';
import { holdPrimaryContent, releasePrimaryContent } from '@hearth/shared';
import { afterNextPaint } from '@hearth/shared/ui';

/**
 * A primary widget (the page's main content, e.g. the default home's featured listings) holds the page's secondary
 * work (`afterPrimaryContent`) from its mount until it has painted its content or its fallback, or leaves the page.
 * The bootstrap may hold it earlier under the same key (an agent home template's widgets, `preloadAgentHome`).
 */
export function usePrimaryHold(key: string, primary: boolean, settled: boolean): void {
  useEffect(() => {
    if (!primary) return;
    holdPrimaryContent(key);
    return () => releasePrimaryContent(key);
  }, [key, primary]);
  useEffect(() => {
    if (primary && settled) void afterNextPaint().then(() => releasePrimaryContent(key));
  }, [key, primary, settled]);
}
