import './watch-video.css';
import type { WatchVideo as WatchVideoSources } from './watch-content';

/** The embedded video (webm first, then mp4) with its poster and the no-video fallback text. */
export function WatchVideo({
  video,
  label,
  fallback,
}: {
  video: WatchVideoSources;
  label: string;
  fallback: string;
}) {
  return (
    <figure className="watch-video">
      {/* The service provides no caption track for this promotional clip. */}
      {/* eslint-disable-next-line jsx-a11y/media-has-caption */}
      <video
        className="watch-video__player"
        controls
        poster={video.poster}
        preload="metadata"
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
