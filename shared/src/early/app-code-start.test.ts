import {
  APP_CODE_WAIT_MAX_MS,
  appCodeStartOf,
  headForAfterLoad,
  planAppCodeStart,
  whenAppCodeMayStart,
} from './app-code-start';

function docWithPlan(json: string | null): Pick<Document, 'getElementById'> {
  const doc = document.implementation.createHTMLDocument('t');
  if (json !== null) {
    const el = doc.createElement('script');
    el.type = 'application/json';
    el.id = 'hearth-start-plan';
    el.textContent = json;
    doc.body.append(el);
  }
  return doc;
}

describe('when the app code starts (ADR 0041)', () => {
  it('starts after load only when the server rendered the content with all of its data', () => {
    expect(appCodeStartOf({ contentRendered: true, dataPending: false })).toBe('after-load');
    expect(appCodeStartOf({ contentRendered: true, dataPending: true })).toBe('at-once');
    expect(appCodeStartOf({ contentRendered: false, dataPending: false })).toBe('at-once');
  });

  it('reads the choice from the start plan; no plan or an unreadable one is at once', () => {
    expect(planAppCodeStart(docWithPlan('{"start":"after-load"}'))).toBe('after-load');
    expect(planAppCodeStart(docWithPlan('{"start":"at-once"}'))).toBe('at-once');
    expect(planAppCodeStart(docWithPlan('{"locale":"en"}'))).toBe('at-once');
    expect(planAppCodeStart(docWithPlan('{not json'))).toBe('at-once');
    expect(planAppCodeStart(docWithPlan(null))).toBe('at-once');
  });

  it("drops the start-up chunks' preloads and the entry's high priority, and keeps the rest", () => {
    const head =
      '<title>x</title><link rel="preload" href="/runtime-config.json" as="fetch" crossorigin="anonymous"/>' +
      '<script defer="defer" src="/main.abc.js" fetchpriority="high"></script>' +
      '<link rel="preload" href="/1.a.js" as="script"><link rel="preload" href="/1.a.css" as="style">' +
      '<link rel="preload" href="/2.b.js" as="script"><meta name="m" content="x">';
    expect(headForAfterLoad(head)).toBe(
      '<title>x</title><link rel="preload" href="/runtime-config.json" as="fetch" crossorigin="anonymous"/>' +
        '<script defer="defer" src="/main.abc.js"></script>' +
        '<link rel="preload" href="/1.a.css" as="style"><meta name="m" content="x">',
    );
    expect(() => headForAfterLoad('<title>x</title>')).toThrow(/no high-priority entry script/);
  });

  describe('the wait', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    function fakeWindow(readyState: DocumentReadyState) {
      const listeners: Array<() => void> = [];
      const frames: Array<() => void> = [];
      const win = {
        document: { readyState },
        setTimeout: (fn: () => void, ms: number) => setTimeout(fn, ms),
        clearTimeout: (id: ReturnType<typeof setTimeout>) => clearTimeout(id),
        requestAnimationFrame: (fn: () => void) => frames.push(fn),
        addEventListener: (_: string, fn: () => void) => listeners.push(fn),
      };
      return { win: win as unknown as Window, listeners, frames };
    }

    async function settled(p: Promise<void>): Promise<boolean> {
      let done = false;
      void p.then(() => (done = true));
      await Promise.resolve();
      await Promise.resolve();
      return done;
    }

    it('does not wait at once', async () => {
      expect(await settled(whenAppCodeMayStart('at-once', fakeWindow('loading').win))).toBe(true);
    });

    it('waits for the load event and two frames after it', async () => {
      const { win, listeners, frames } = fakeWindow('interactive');
      const wait = whenAppCodeMayStart('after-load', win);
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
      const wait = whenAppCodeMayStart('after-load', win);
      expect(listeners).toHaveLength(0);
      frames[0]!();
      expect(await settled(wait)).toBe(false);
      frames[1]!();
      expect(await settled(wait)).toBe(true);
    });

    it('is bounded: a page that never loads starts its code after APP_CODE_WAIT_MAX_MS', async () => {
      const { win } = fakeWindow('interactive');
      const wait = whenAppCodeMayStart('after-load', win);
      jest.advanceTimersByTime(APP_CODE_WAIT_MAX_MS - 1);
      expect(await settled(wait)).toBe(false);
      jest.advanceTimersByTime(1);
      expect(await settled(wait)).toBe(true);
    });
  });
});
