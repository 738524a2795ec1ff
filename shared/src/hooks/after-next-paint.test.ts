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
});
