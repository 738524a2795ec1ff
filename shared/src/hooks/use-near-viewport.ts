import { useEffect, useState, type RefObject } from 'react';

/**
 * True once the element is within `margin` below the viewport (then it stays true). With `enabled` false it is true
 * from the start; where IntersectionObserver is missing, from the first effect on. For content below the fold that need not load
 * with the page (it would compete with what the visitor sees first).
 */
export function useNearViewport(ref: RefObject<Element | null>, enabled: boolean, margin = 200): boolean {
  // The first render is the same on the server (no IntersectionObserver) and in the browser, which hydrates it.
  const [near, setNear] = useState(() => !enabled);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return undefined;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        setNear(true);
        observer.disconnect();
      },
      { rootMargin: `0px 0px ${margin}px 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, ref, margin]);
  return near;
}
