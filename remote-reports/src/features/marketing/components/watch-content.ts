import type { Locale } from '@hearth/shared';
import { safeHttpUrl } from '@hearth/shared/security';
import type { MarketingWatch } from '@hearth/shared/contracts/serverless';

const ABSOLUTE_HTTP = /^https?:\/\//i;

/** The `ltype` query value's first character is the language: '1' English, anything else Chinese. */
export function ltypeLanguage(ltype: string | null): { ltype: string; locale: Locale } | null {
  const first = ltype?.trim().charAt(0);
  if (!first) return null;
  return { ltype: first, locale: first === '1' ? 'en' : 'zh-CN' };
}

/** `contentImages` is "url1|url2|...": empty and non-absolute-http(s) entries are dropped. */
export function splitContentImages(contentImages: string): string[] {
  return contentImages
    .split('|')
    .map((entry) => entry.trim())
    .filter((entry) => ABSOLUTE_HTTP.test(entry))
    .map((entry) => safeHttpUrl(entry))
    .filter((url): url is string => url !== null);
}

export interface WatchVideo {
  webm: string;
  mp4: string;
  poster: string;
}

/** The embedded video: the service's own when it sends one (all three safe), else the files-host fixtures. */
export function watchVideo(data: MarketingWatch, filesHost: string): WatchVideo {
  const fromData = data.video && {
    webm: safeHttpUrl(data.video.webm),
    mp4: safeHttpUrl(data.video.mp4),
    poster: safeHttpUrl(data.video.poster),
  };
  if (fromData?.webm && fromData.mp4 && fromData.poster)
    return { webm: fromData.webm, mp4: fromData.mp4, poster: fromData.poster };
  const base = filesHost.replace(/\/+$/, '');
  return {
    webm: `${base}/marketing/watch.webm`,
    mp4: `${base}/marketing/watch.mp4`,
    poster: `${base}/marketing/watch-poster.png`,
  };
}
