import { useEffect, type RefObject } from 'react';
import { holdPrimaryContent, releasePrimaryContent } from '@hearth/shared';
import { afterNextPaint } from '@hearth/shared/ui';
import { contentShown } from './content-shown';

/**
 * A primary widget (the page's main content, e.g. the default home's featured listings) holds the page's secondary
 * work (`afterPrimaryContent`) from its mount until it has painted its content (its data and its above-the-fold
 * photos: `contentShown`) or its fallback, or leaves the page. The bootstrap may hold it earlier under the same key
 * (a server-rendered home's primary widgets, before hydrating: `takeServerPlan`).
 */
export function usePrimaryHold(
  key: string,
  primary: boolean,
  settled: boolean,
  slot: RefObject<HTMLElement | null>,
): void {
  useEffect(() => {
    if (!primary) return;
    holdPrimaryContent(key);
    return () => releasePrimaryContent(key);
  }, [key, primary]);
  useEffect(() => {
    if (!primary || !settled) return;
    const stop = new AbortController();
    void contentShown(slot.current, stop.signal)
      .then(() => afterNextPaint())
      .then(() => {
        if (!stop.signal.aborted) releasePrimaryContent(key);
      });
    return () => stop.abort();
  }, [key, primary, settled, slot]);
}
