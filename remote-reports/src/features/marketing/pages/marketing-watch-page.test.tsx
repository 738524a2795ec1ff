import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocaleStore, type Locale } from '@hearth/shared';
import { installFetchRoutes, renderRemoteRoute } from '@hearth/shared/testing';
import * as remote from '../../../routes';

type Answer = { status?: number; body: unknown };
const video = {
  webm: 'http://127.0.0.1:4000/files/marketing/watch.webm',
  mp4: 'http://127.0.0.1:4000/files/marketing/watch.mp4',
  poster: 'http://127.0.0.1:4000/files/marketing/watch-poster.png',
};
const ok = (contentImages: string, extra: object = { video }): Answer => ({
  body: { code: 200, data: { contentImages, ...extra } },
});

let restore: () => void = () => undefined;
afterEach(() => restore());

async function renderPage(query: string, handler: () => Answer, locale: Locale = 'en') {
  const fetch = installFetchRoutes({ 'GET serverless /marketing/client/home/marketing_watch': handler });
  restore = fetch.restore;
  // The remote's real `./routes` at the page's URL, as the shell renders it (prefetch on match, lazy page).
  const view = await renderRemoteRoute(remote, `/hybrid/marketing/watch${query}`, { locale });
  return { ...fetch, view };
}

describe('MarketingWatchPage', () => {
  it('sends the first ltype character and writes English into the shared locale store', async () => {
    const { requests } = await renderPage('?ltype=1abc', () => ok('http://files.test/a.svg'), 'zh-CN');
    await screen.findByRole('img');
    expect(requests[0]!.url.searchParams.get('ltype')).toBe('1');
    expect(useLocaleStore.getState().locale).toBe('en');
    expect(screen.getByRole('img')).toHaveAccessibleName('Market watch report, page 1 of 1');
    expect(document.title).toBe('Marketing Watch');
  });

  it('treats any other first character as Chinese', async () => {
    const { requests } = await renderPage('?ltype=0_x', () => ok('http://files.test/a.svg'), 'en');
    expect(await screen.findByRole('img')).toHaveAccessibleName('市场观察报告，第 1 页，共 1 页');
    expect(requests[0]!.url.searchParams.get('ltype')).toBe('0');
    expect(useLocaleStore.getState().locale).toBe('zh-CN');
    expect(document.title).toBe('市场观察');
  });

  it('keeps the current locale without ltype and sends its ltype', async () => {
    const { requests } = await renderPage('', () => ok('http://files.test/a.svg'), 'zh-CN');
    await screen.findByRole('img');
    expect(requests[0]!.url.searchParams.get('ltype')).toBe('0');
    expect(useLocaleStore.getState().locale).toBe('zh-CN');
  });

  it('splits the pipe list, drops empty and non-http(s) entries, lazy-loads all but the first', async () => {
    const list =
      ' http://files.test/1.svg||javascript:alert(1)|/relative.svg| https://cdn.test/2.svg |data:image/png;base64,xx|ftp://x/y|http://files.test/3.svg';
    await renderPage('?ltype=1', () => ok(list));
    const stack = await screen.findByRole('list', { name: 'Market watch report' });
    const imgs = within(stack).getAllByRole('img');
    expect(imgs.map((img) => img.getAttribute('src'))).toEqual([
      'http://files.test/1.svg',
      'https://cdn.test/2.svg',
      'http://files.test/3.svg',
    ]);
    expect(imgs.map((img) => img.getAttribute('loading'))).toEqual(['eager', 'lazy', 'lazy']);
    expect(imgs[2]).toHaveAccessibleName('Market watch report, page 3 of 3');
  });

  it('embeds the video with poster, webm then mp4 sources and the fallback text', async () => {
    const { view } = await renderPage('?ltype=1', () => ok('http://files.test/1.svg'));
    await screen.findByRole('img');
    const player = view.container.querySelector('video');
    expect(player).toHaveAttribute('controls');
    expect(player).toHaveAttribute('poster', video.poster);
    const sources = [...player!.querySelectorAll('source')].map((s) => [
      s.getAttribute('type'),
      s.getAttribute('src'),
    ]);
    expect(sources).toEqual([
      ['video/webm', video.webm],
      ['video/mp4', video.mp4],
    ]);
    expect(player).toHaveTextContent("Sorry, your browser doesn't support embedded videos.");
  });

  it('asks for the poster and the metadata only as the video nears the viewport', async () => {
    const observed: Array<(entries: { isIntersecting: boolean }[]) => void> = [];
    window.IntersectionObserver = class {
      constructor(cb: (entries: { isIntersecting: boolean }[]) => void) {
        observed.push(cb);
      }
      observe() {}
      disconnect() {}
    } as unknown as typeof IntersectionObserver;
    try {
      const { view } = await renderPage('?ltype=1', () => ok('http://files.test/1.svg'));
      await screen.findByRole('img');
      const player = view.container.querySelector('video')!;
      expect(player).not.toHaveAttribute('poster');
      expect(player).toHaveAttribute('preload', 'none');
      act(() => observed.at(-1)!([{ isIntersecting: true }]));
      expect(player).toHaveAttribute('poster', video.poster);
      expect(player).toHaveAttribute('preload', 'metadata');
    } finally {
      delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
    }
  });

  it('falls back to the files host video when the service sends none', async () => {
    const { view } = await renderPage('?ltype=0', () => ok('', { video: null }));
    await screen.findByLabelText('市场观察视频');
    const player = view.container.querySelector('video')!;
    expect(player).toHaveAttribute('poster', 'http://files.test/marketing/watch-poster.png');
    expect([...player.querySelectorAll('source')].map((s) => s.getAttribute('src'))).toEqual([
      'http://files.test/marketing/watch.webm',
      'http://files.test/marketing/watch.mp4',
    ]);
    expect(player).toHaveTextContent('抱歉，您的浏览器不支持嵌入式视频。');
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('shows an error with Retry on a non-200 code, then recovers', async () => {
    let calls = 0;
    const { requests } = await renderPage('?ltype=1', () =>
      ++calls === 1 ? { body: { code: 500, msg: 'down' } } : ok('http://files.test/1.svg'),
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load the market watch');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('img')).toBeInTheDocument();
    expect(requests).toHaveLength(2);
  });

  it('shows an error on a broken contract', async () => {
    await renderPage('?ltype=1', () => ({ body: { code: 200, data: { contentImages: 42 } } }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Retry');
  });
});
