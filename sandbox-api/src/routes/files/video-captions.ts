import type { App } from '../../http/deps';

/** Captions of the company video (/marketing/video/player) in WebVTT, English and Chinese. */
export const VIDEO_CAPTIONS: Record<'en' | 'zh', string> = {
  en: [
    'WEBVTT',
    '',
    '00:00:00.000 --> 00:00:03.000',
    'Welcome to Hearth.',
    '',
    '00:00:03.000 --> 00:00:06.000',
    'Homes, agents and services in one place.',
    '',
  ].join('\n'),
  zh: [
    'WEBVTT',
    '',
    '00:00:00.000 --> 00:00:03.000',
    '欢迎来到 Hearth。',
    '',
    '00:00:03.000 --> 00:00:06.000',
    '房源、经纪人与服务，尽在一处。',
    '',
  ].join('\n'),
};

/** GET /files/marketing/watch.{en|zh}.vtt (mounted before the generic /files routes). */
export function mountVideoCaptions(app: App): void {
  app.get('/files/marketing/:file{watch\\.(en|zh)\\.vtt}', (c) => {
    const lang = c.req.param('file').split('.')[1] as 'en' | 'zh';
    return c.body(VIDEO_CAPTIONS[lang], 200, {
      'Content-Type': 'text/vtt; charset=utf-8',
      'Cache-Control': 'public, max-age=86400',
    });
  });
}
