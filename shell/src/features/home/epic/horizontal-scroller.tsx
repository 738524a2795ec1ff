import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '@hearth/shared/react-i18next';

/** Spec §9: a swipe moves 500 px over 300 ms; auto-scroll moves 10 units per 300 ms (off by default). */
export const SWIPE_PX = 500;
export const SWIPE_MS = 300;
export const AUTO_SCROLL_STEP_PX = 10;
export const AUTO_SCROLL_EVERY_MS = 300;

const easeInOut = (t: number) => (t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2);

/** Scrolls `el` horizontally by `delta` px over `ms` (eased; at once when reduced motion is asked for). */
export function animateScroll(el: HTMLElement, delta: number, ms = SWIPE_MS): void {
  const start = el.scrollLeft;
  const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  if (reduced || typeof requestAnimationFrame !== 'function') {
    el.scrollLeft = start + delta;
    return;
  }
  const t0 = performance.now();
  const step = (now: number) => {
    const progress = Math.min(1, (now - t0) / ms);
    el.scrollLeft = start + delta * easeInOut(progress);
    if (progress < 1) requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
}

/**
 * A horizontal scroller (spec §4): previous/next buttons swipe 500 px over 300 ms; the list scrolls by keyboard
 * (it is a focusable region); optional auto-scroll, paused while the pointer is over it or focus is inside.
 */
export function HorizontalScroller({
  label,
  autoScroll = false,
  children,
}: {
  label: string;
  autoScroll?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation('shell');
  const trackRef = useRef<HTMLDivElement>(null);
  const [paused, setPaused] = useState(false);

  useEffect(() => {
    if (!autoScroll || paused) return undefined;
    const id = setInterval(() => {
      const el = trackRef.current;
      if (!el) return;
      const end = el.scrollWidth - el.clientWidth;
      el.scrollLeft = el.scrollLeft >= end ? 0 : el.scrollLeft + AUTO_SCROLL_STEP_PX;
    }, AUTO_SCROLL_EVERY_MS);
    return () => clearInterval(id);
  }, [autoScroll, paused]);

  const swipe = (direction: 1 | -1) => {
    if (trackRef.current) animateScroll(trackRef.current, direction * SWIPE_PX);
  };
  return (
    <div
      className="h-scroller"
      data-paused={paused || undefined}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <button
        type="button"
        className="h-scroller__nav h-scroller__nav--prev"
        aria-label={t('home.scroller.previous')}
        onClick={() => swipe(-1)}
      >
        <span aria-hidden="true">‹</span>
      </button>
      {/* A scrollable region must be reachable by keyboard (WCAG 2.1.1; axe scrollable-region-focusable). */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <div ref={trackRef} className="h-scroller__track" role="region" aria-label={label} tabIndex={0}>
        {children}
      </div>
      <button
        type="button"
        className="h-scroller__nav h-scroller__nav--next"
        aria-label={t('home.scroller.next')}
        onClick={() => swipe(1)}
      >
        <span aria-hidden="true">›</span>
      </button>
    </div>
  );
}
