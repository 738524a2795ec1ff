import { useEffect, useState, type RefObject } from 'react';

/**
 * True once the element is within `margin` below the viewport (then it stays true). With `enabled` false, or where
 * IntersectionObserver is missing, it is true from the start. For content below the fold that need not load
 * with the page (it would compete with what the visitor sees first).
 */
export function useNearViewport(ref: RefObject<Element | null>, enabled: boolean, margin = 200): boolean {
  const [near, setNear] = useState(() => !enabled || typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return undefined;
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
