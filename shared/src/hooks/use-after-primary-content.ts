import { useEffect, useState } from 'react';
import { afterPrimaryContent, primaryContentPending } from '@hearth/shared';
import { serverRendered } from '../early/start-plan';

/**
 * False while the page's primary content is still coming (`holdPrimaryContent`), then true. For parts of a page that
 * can show a moment later (the sidebar's contact form beside or below the home's listings): they render after the
 * primary content instead of before it. True from the start on pages that hold nothing, and on a page the server
 * rendered (its markup has them already, ADR 0033).
 */
export function useAfterPrimaryContent(): boolean {
  const [ready, setReady] = useState(() => serverRendered() || !primaryContentPending());
  useEffect(() => {
    if (ready) return;
    let live = true;
    void afterPrimaryContent().then(() => {
      if (live) setReady(true);
    });
    return () => {
      live = false;
    };
  }, [ready]);
  return ready;
}
