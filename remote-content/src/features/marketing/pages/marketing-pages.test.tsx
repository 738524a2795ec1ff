import { act, screen, within } from '@testing-library/react';
import { installFetchRoutes, makeTestConfig, renderRemoteRoute } from '@hearth/shared/testing';
import { translationBundles } from '../../../i18n/translations';
import * as remote from '../../../routes';
import { loadInSequence, remainingUntil } from '../api/countdown';

describe('countdown rules', () => {
  it('splits the time left into days, hours, minutes and seconds; 0 once started', () => {
    const start = Date.UTC(2030, 0, 2, 3, 4, 5);
    expect(remainingUntil(start, Date.UTC(2030, 0, 1))).toEqual({
      days: 1,
      hours: 3,
      minutes: 4,
      seconds: 5,
      started: false,
    });
    expect(remainingUntil(start, start + 1000)).toEqual({
      days: 0,
      hours: 0,
      minutes: 0,
      seconds: 0,
      started: true,
    });
  });
  it('loads modules one after the other', async () => {
    const order: string[] = [];
    const step = (name: string) => async () => (
      order.push(`start ${name}`),
      await Promise.resolve(),
      order.push(`end ${name}`),
      name
    );
    expect(await loadInSequence([step('a'), step('b')])).toEqual(['a', 'b']);
    expect(order).toEqual(['start a', 'end a', 'start b', 'end b']);
  });
});

const awards2020 = {
  startsAt: '2030-01-02T03:04:05Z',
  watchChinaUrl: 'https://live.example.cn/hearth',
  liveStreamUrl: 'https://stream.example.com/hearth',
  social: [
    { name: 'Facebook', url: 'https://facebook.example/hearth' },
    { name: 'Bad', url: 'javascript:alert(1)' },
  ],
};

describe('marketing pages', () => {
  let routes: ReturnType<typeof installFetchRoutes>;
  beforeEach(() => (routes = installFetchRoutes({})));
  afterEach(() => {
    routes.restore();
    jest.useRealTimers();
  });

  it('/marketing/2020/annual: counters tick each second; links; the Chinese not-yet message', async () => {
    jest.useFakeTimers({ now: Date.UTC(2030, 0, 1, 0, 0, 0) });
    await renderRemoteRoute(remote, '/marketing/2020/annual', {
      translations: translationBundles,
      config: { ...makeTestConfig(), awards2020 },
    });
    const timer = await screen.findByRole('timer', { name: 'Time until the ceremony starts' });
    const value = (unit: string) =>
      timer.querySelector(`[data-unit="${unit}"] .countdown__value`)?.textContent;
    // (Testing Library's waits advance the fake clock: compare with the clock, whatever it reads now.)
    const shown = () => ['days', 'hours', 'minutes', 'seconds'].map(value);
    const expected = () => {
      const left = remainingUntil(Date.parse(awards2020.startsAt), Date.now());
      return [left.days, left.hours, left.minutes, left.seconds].map((n) => String(n).padStart(2, '0'));
    };
    expect(shown()).toEqual(expected());
    expect(shown().slice(0, 2)).toEqual(['01', '03']);
    const before = Number(value('seconds'));
    act(() => jest.advanceTimersByTime(1000));
    expect(Number(value('seconds'))).toBe((before + 59) % 60);
    act(() => jest.advanceTimersByTime(7000));
    expect(shown()).toEqual(expected());
    expect(within(timer).getByRole('status')).toHaveTextContent('时间未到，请稍后再试');
    expect(screen.getByRole('link', { name: 'Watch in China' })).toHaveAttribute(
      'href',
      'https://live.example.cn/hearth',
    );
    expect(screen.getByRole('link', { name: 'Live stream' })).toHaveAttribute('rel', 'noopener noreferrer');
    const social = screen.getByRole('navigation', { name: 'Follow us' });
    expect(
      within(social)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Facebook']);
  });

  it('after the start the counters stay at 0 and the notice goes', async () => {
    jest.useFakeTimers({ now: Date.UTC(2031, 0, 1) });
    await renderRemoteRoute(remote, '/marketing/2020/annual', {
      translations: translationBundles,
      config: { ...makeTestConfig(), awards2020 },
    });
    const timer = await screen.findByRole('timer');
    expect(timer.querySelectorAll('.countdown__value')).toHaveLength(4);
    for (const v of timer.querySelectorAll('.countdown__value')) expect(v.textContent).toBe('00');
    expect(within(timer).queryByRole('status')).not.toBeInTheDocument();
  });

  it('/marketing/video/player: controls, poster, webm and mp4, captions track, fallback sentence', async () => {
    const { container } = await renderRemoteRoute(remote, '/marketing/video/player', {
      translations: translationBundles,
    });
    const video = container.querySelector('video')!;
    expect(video).toHaveAttribute('controls');
    expect(video.getAttribute('poster')).toMatch(/\/marketing\/watch-poster\.png$/);
    const sources = [...video.querySelectorAll('source')].map((s) => [
      s.getAttribute('type'),
      s.getAttribute('src'),
    ]);
    expect(sources).toEqual([
      ['video/webm', expect.stringMatching(/\/marketing\/watch\.webm$/)],
      ['video/mp4', expect.stringMatching(/\/marketing\/watch\.mp4$/)],
    ]);
    const track = video.querySelector('track')!;
    expect(track).toHaveAttribute('kind', 'captions');
    expect(track.getAttribute('src')).toMatch(/\/marketing\/watch\.en\.vtt$/);
    expect(video).toHaveTextContent("Sorry, your browser doesn't support embedded videos.");
    expect(screen.getByRole('heading', { level: 1, name: 'Hearth company video' })).toBeInTheDocument();
  });
});
