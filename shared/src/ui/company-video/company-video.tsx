/** Spec §9: the company video is 960 × 540. */
export const VIDEO_WIDTH = 960;
export const VIDEO_HEIGHT = 540;

export interface CompanyVideoProps {
  /** The files host (a trailing slash is dropped). */
  files: string;
  /** The captions' language. */
  lang: 'en' | 'zh';
  /** The captions track's label (the owner's text). */
  captionsLabel: string;
  /** What a browser without video support shows (the owner's text). */
  fallback: string;
  className?: string;
  autoPlay?: boolean;
  preload?: 'none' | 'metadata' | 'auto';
}

/**
 * The company video from the files host (`/marketing/`): controls, poster, webm then mp4, the captions of the
 * language (on by default) and a fallback sentence; 960 × 540, fetched with CORS (the captions need it).
 */
export function CompanyVideo({
  files,
  lang,
  captionsLabel,
  fallback,
  className,
  autoPlay,
  preload,
}: CompanyVideoProps) {
  const base = `${files.replace(/\/+$/, '')}/marketing`;
  return (
    <video
      className={className}
      controls
      autoPlay={autoPlay}
      preload={preload}
      crossOrigin="anonymous"
      poster={`${base}/watch-poster.png`}
      width={VIDEO_WIDTH}
      height={VIDEO_HEIGHT}
    >
      <source src={`${base}/watch.webm`} type="video/webm" />
      <source src={`${base}/watch.mp4`} type="video/mp4" />
      <track kind="captions" src={`${base}/watch.${lang}.vtt`} srcLang={lang} label={captionsLabel} default />
      {fallback}
    </video>
  );
}
