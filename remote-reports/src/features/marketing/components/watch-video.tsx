import './watch-video.css';
import { useRef } from 'react';
import { useNearViewport } from '@hearth/shared/ui';
import type { WatchVideo as WatchVideoSources } from './watch-content';

/**
 * The embedded video (webm first, then mp4) with its poster and the no-video fallback text. It comes after the
 * report's pages, far below a phone's first screen: its poster (the largest file of the page) and its metadata are
 * asked for only as it nears the viewport, never against the first page's picture. Its box is kept meanwhile (16:9).
 */
export function WatchVideo({
  video,
  label,
  fallback,
}: {
  video: WatchVideoSources;
  label: string;
  fallback: string;
}) {
  const box = useRef<HTMLElement>(null);
  const near = useNearViewport(box, true);
  return (
    <figure className="watch-video" ref={box}>
      {/* The service provides no caption track for this promotional clip. */}
      {/* eslint-disable-next-line jsx-a11y/media-has-caption */}
      <video
        className="watch-video__player"
        controls
        poster={near ? video.poster : undefined}
        preload={near ? 'metadata' : 'none'}
        playsInline
        aria-label={label}
      >
        <source src={video.webm} type="video/webm" />
        <source src={video.mp4} type="video/mp4" />
        {fallback}
      </video>
    </figure>
  );
}
