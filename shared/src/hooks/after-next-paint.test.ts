import { afterNextPaint } from './after-next-paint';

describe('afterNextPaint', () => {
  const frames: FrameRequestCallback[] = [];
  beforeEach(() => {
    frames.length = 0;
    jest.useFakeTimers();
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((cb) => frames.push(cb));
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('resolves in a task after the next frame (after its paint), not before', async () => {
    let done = false;
    const waiting = afterNextPaint().then(() => (done = true));
    await jest.advanceTimersByTimeAsync(50);
    expect(done).toBe(false);
    frames[0]!(performance.now());
    expect(done).toBe(false); // still inside the frame
    await jest.advanceTimersByTimeAsync(0);
    await waiting;
    expect(done).toBe(true);
  });

  it('resolves after 200 ms at most when no frame comes (a hidden page)', async () => {
    let done = false;
    void afterNextPaint().then(() => (done = true));
    await jest.advanceTimersByTimeAsync(199);
    expect(done).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
  });

  it('also waits until the first contentful paint has been reported (it can come after the frame’s task)', async () => {
    const observers: PerformanceObserverCallback[] = [];
    class FakeObserver {
      static supportedEntryTypes = ['paint'];
      constructor(callback: PerformanceObserverCallback) {
        observers.push(callback);
      }
      observe() {}
      disconnect() {}
    }
    const saved = globalThis.PerformanceObserver;
    globalThis.PerformanceObserver = FakeObserver as unknown as typeof PerformanceObserver;
    try {
      let fresh: typeof afterNextPaint = afterNextPaint;
      jest.isolateModules(() => {
        fresh = (jest.requireActual('./after-next-paint') as { afterNextPaint: typeof afterNextPaint })
          .afterNextPaint;
      });
      let done = false;
      void fresh().then(() => (done = true));
      frames[0]!(performance.now());
      await jest.advanceTimersByTimeAsync(0);
      const entries = (names: string[]) =>
        ({
          getEntriesByName: (name: string) => (names.includes(name) ? [{}] : []),
        }) as unknown as PerformanceObserverEntryList;
      observers[0]!(entries(['first-paint']), {} as PerformanceObserver);
      await jest.advanceTimersByTimeAsync(0);
      expect(done).toBe(false); // painted, but no contentful paint reported yet
      observers[0]!(entries(['first-contentful-paint']), {} as PerformanceObserver);
      await jest.advanceTimersByTimeAsync(0);
      expect(done).toBe(true);
    } finally {
      globalThis.PerformanceObserver = saved;
    }
  });
});
