import { useEffect } from 'react';
import { useLocation } from '@hearth/shared/router';

/**
 * Scrolls to the element named by the URL's hash once the page has rendered it (the shell scrolls before remote
 * content exists), and again when the hash changes.
 */
export function useHashScroll(ready = true): void {
  const { hash } = useLocation();
  useEffect(() => {
    if (!ready || !hash) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    if (!target) return;
    target.scrollIntoView({ block: 'start' });
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus({ preventScroll: true });
  }, [hash, ready]);
}
