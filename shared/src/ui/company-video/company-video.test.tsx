import { render } from '@testing-library/react';
import { CompanyVideo } from './company-video';

describe('CompanyVideo', () => {
  it('plays the files host’s video: poster, webm then mp4, captions of the language, fallback, 960 × 540', () => {
    const { container } = render(
      <CompanyVideo
        files="https://files.test/"
        lang="zh"
        captionsLabel="字幕"
        fallback="No video"
        preload="metadata"
      />,
    );
    const video = container.querySelector('video')!;
    expect(video).toHaveAttribute('controls');
    expect(video).toHaveAttribute('crossorigin', 'anonymous');
    expect(video).toHaveAttribute('preload', 'metadata');
    expect(video).toHaveAttribute('width', '960');
    expect(video).toHaveAttribute('height', '540');
    expect(video).toHaveAttribute('poster', 'https://files.test/marketing/watch-poster.png');
    expect([...video.querySelectorAll('source')].map((s) => [s.type, s.getAttribute('src')])).toEqual([
      ['video/webm', 'https://files.test/marketing/watch.webm'],
      ['video/mp4', 'https://files.test/marketing/watch.mp4'],
    ]);
    const track = video.querySelector('track')!;
    expect(track).toHaveAttribute('kind', 'captions');
    expect(track).toHaveAttribute('src', 'https://files.test/marketing/watch.zh.vtt');
    expect(track).toHaveAttribute('srclang', 'zh');
    expect(track).toHaveAttribute('label', '字幕');
    expect(track).toHaveAttribute('default');
    expect(video).toHaveTextContent('No video');
    expect(video.autoplay).toBe(false);
  });

  it('starts at once when asked (the overlay)', () => {
    const { container } = render(
      <CompanyVideo files="" lang="en" captionsLabel="Captions" fallback="No video" autoPlay />,
    );
    const video = container.querySelector('video')!;
    expect(video.autoplay).toBe(true);
    expect(video).not.toHaveAttribute('preload');
    expect(video.querySelector('track')).toHaveAttribute('src', '/marketing/watch.en.vtt');
  });
});
