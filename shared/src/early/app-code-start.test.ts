import {
  APP_CODE_WAIT_MAX_MS,
  appCodeStartOf,
  headForAfterLoad,
  whenAppCodeMayStart,
} from './app-code-start';

describe('when the app code starts (ADR 0041)', () => {
  it('starts after load only when the server rendered the content with all of its data', () => {
    expect(appCodeStartOf({ contentRendered: true, dataPending: false })).toBe('after-load');
    expect(appCodeStartOf({ contentRendered: true, dataPending: true })).toBe('at-once');
    expect(appCodeStartOf({ contentRendered: false, dataPending: false })).toBe('at-once');
  });

  it("loads the starter instead of the entry (named in data-entry), drops the chunks' preloads, keeps the rest", () => {
    const head =
      '<title>x</title><link rel="preload" href="/runtime-config.json" as="fetch" crossorigin="anonymous"/>' +
      '<script defer="defer" src="/main.abc.js" fetchpriority="high"></script>' +
      '<link rel="preload" href="/1.a.js" as="script"><link rel="preload" href="/1.a.css" as="style">' +
      '<link rel="preload" href="/2.b.js" as="script"><meta name="m" content="x">';
    expect(headForAfterLoad(head, '/app-start.1.js')).toBe(
      '<title>x</title><link rel="preload" href="/runtime-config.json" as="fetch" crossorigin="anonymous"/>' +
        '<script defer="defer" src="/app-start.1.js" data-entry="/main.abc.js"></script>' +
        '<link rel="preload" href="/1.a.css" as="style"><meta name="m" content="x">',
    );
    expect(() => headForAfterLoad('<title>x</title>', '/app-start.1.js')).toThrow(
      /no high-priority entry script/,
    );
  });

  describe('the wait', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    function fakeWindow(readyState: DocumentReadyState, paints: { painted: boolean } | null = null) {
      const listeners: Array<() => void> = [];
      const frames: Array<() => void> = [];
      // A PerformanceObserver of paints (none: a browser that cannot observe them).
      const observers: Array<() => void> = [];
      class Observer {
        static supportedEntryTypes = ['paint'];
        constructor(private readonly cb: (list: PerformanceObserverEntryList) => void) {}
        observe() {
          const report = () =>
            this.cb({
              getEntriesByName: (name: string) =>
                paints?.painted && name === 'first-contentful-paint' ? [{}] : [],
            } as unknown as PerformanceObserverEntryList);
          observers.push(report);
          report();
        }
        disconnect() {}
      }
      const win = {
        PerformanceObserver: paints ? Observer : undefined,
        document: { readyState },
        setTimeout: (fn: () => void, ms: number) => setTimeout(fn, ms),
        clearTimeout: (id: ReturnType<typeof setTimeout>) => clearTimeout(id),
        requestAnimationFrame: (fn: () => void) => frames.push(fn),
        addEventListener: (_: string, fn: () => void) => listeners.push(fn),
      };
      return { win: win as unknown as Window, listeners, frames, observers };
    }

    async function settled(p: Promise<void>): Promise<boolean> {
      let done = false;
      void p.then(() => (done = true));
      await Promise.resolve();
      await Promise.resolve();
      return done;
    }

    it('waits for the load event and two frames after it', async () => {
      const { win, listeners, frames } = fakeWindow('interactive');
      const wait = whenAppCodeMayStart(win);
      expect(await settled(wait)).toBe(false);
      expect(listeners).toHaveLength(1);
      listeners[0]!();
      expect(await settled(wait)).toBe(false);
      frames[0]!();
      expect(await settled(wait)).toBe(false);
      frames[1]!();
      expect(await settled(wait)).toBe(true);
    });

    it('waits only for two frames when the page has loaded already', async () => {
      const { win, listeners, frames } = fakeWindow('complete');
      const wait = whenAppCodeMayStart(win);
      expect(listeners).toHaveLength(0);
      frames[0]!();
      expect(await settled(wait)).toBe(false);
      frames[1]!();
      expect(await settled(wait)).toBe(true);
    });

    it('waits for the first contentful paint when the page loaded before it', async () => {
      const paints = { painted: false };
      const { win, listeners, frames, observers } = fakeWindow('interactive', paints);
      const wait = whenAppCodeMayStart(win);
      listeners[0]!();
      expect(frames).toHaveLength(0);
      paints.painted = true;
      observers[0]!();
      frames[0]!();
      frames[1]!();
      expect(await settled(wait)).toBe(true);
    });

    it('is bounded: a page that never loads starts its code after APP_CODE_WAIT_MAX_MS', async () => {
      const { win } = fakeWindow('interactive');
      const wait = whenAppCodeMayStart(win);
      jest.advanceTimersByTime(APP_CODE_WAIT_MAX_MS - 1);
      expect(await settled(wait)).toBe(false);
      jest.advanceTimersByTime(1);
      expect(await settled(wait)).toBe(true);
    });
  });
});
