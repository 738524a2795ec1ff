import { useEffect, useRef, useState, type KeyboardEvent, type TouchEvent } from 'react';
import { useTranslation } from '@hearth/shared/react-i18next';
import { BedIcon } from '../../../components/room-icons';

/** Carousel interval (spec §9). */
export const CAROUSEL_INTERVAL_MS = 3000;
const SWIPE_PX = 40;

/**
 * The photo carousel: advances every 3000 ms, pauses on hover and on focus (and with the Pause button), arrow keys
 * (on its controls) and swipes move it, and a placeholder shows when there are no pictures. The first photo loads eagerly with high
 * priority (the page's LCP element); the others only when shown. `onFirstPhoto` is called once, when the first
 * photo has loaded or failed (at once with no pictures).
 */
export function PhotoCarousel({
  pictures,
  address,
  onFirstPhoto,
}: {
  pictures: readonly string[];
  address: string;
  onFirstPhoto?: () => void;
}) {
  const { t } = useTranslation('listings');
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const touchX = useRef<number | null>(null);
  const count = pictures.length;
  const paused = hovered || focused || stopped;
  const firstSettled = useRef(false);
  const settleFirst = () => {
    if (firstSettled.current) return;
    firstSettled.current = true;
    onFirstPhoto?.();
  };

  // A photo the server's markup loaded before the page hydrated fired its load event unseen: it counts now.
  const image = useRef<HTMLImageElement>(null);
  useEffect(() => {
    if (count === 0 || image.current?.complete) settleFirst();
  });

  useEffect(() => {
    if (count < 2 || paused) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), CAROUSEL_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [count, paused]);

  if (count === 0)
    return (
      <div className="photo-carousel photo-carousel--empty" role="img" aria-label={t('detail.photos.none')}>
        <BedIcon />
        <span aria-hidden="true">{t('detail.photos.none')}</span>
      </div>
    );

  const go = (delta: number) => setIndex((i) => (i + delta + count) % count);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') go(-1);
    else if (event.key === 'ArrowRight') go(1);
    else return;
    event.preventDefault();
  };
  const onTouchEnd = (event: TouchEvent) => {
    const start = touchX.current;
    touchX.current = null;
    const end = event.changedTouches[0]?.clientX;
    if (start === null || end === undefined || Math.abs(end - start) < SWIPE_PX) return;
    go(end < start ? 1 : -1);
  };

  return (
    <section
      className="photo-carousel"
      aria-roledescription="carousel"
      aria-label={t('detail.photos.label')}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
      onTouchStart={(event) => {
        touchX.current = event.touches[0]?.clientX ?? null;
      }}
      onTouchEnd={onTouchEnd}
    >
      <div className="photo-carousel__frame" aria-live={paused ? 'polite' : 'off'}>
        <img
          key={pictures[index]}
          ref={image}
          className="photo-carousel__image"
          src={pictures[index]}
          alt={t('detail.photos.alt', { n: index + 1, total: count, address })}
          loading={index === 0 ? 'eager' : 'lazy'}
          fetchPriority={index === 0 ? 'high' : 'auto'}
          width={960}
          height={640}
          onLoad={settleFirst}
          onError={settleFirst}
        />
      </div>
      {count > 1 && (
        <div className="photo-carousel__controls">
          <button
            type="button"
            onKeyDown={onKeyDown}
            onClick={() => go(-1)}
            aria-label={t('detail.photos.previous')}
          >
            ‹
          </button>
          <span className="photo-carousel__counter">
            {t('detail.photos.counter', { current: index + 1, total: count })}
          </span>
          <button
            type="button"
            onKeyDown={onKeyDown}
            onClick={() => go(1)}
            aria-label={t('detail.photos.next')}
          >
            ›
          </button>
          <button
            type="button"
            onKeyDown={onKeyDown}
            aria-pressed={stopped}
            onClick={() => setStopped((s) => !s)}
          >
            {stopped ? t('detail.photos.play') : t('detail.photos.pause')}
          </button>
        </div>
      )}
    </section>
  );
}
