import { runInSteps, yieldToBrowser } from './start-steps';

/** A window whose tasks run only when the test says: each setTimeout(…, 0) is one task. */
function taskQueueWindow(scheduler?: { yield: () => Promise<void> }) {
  const tasks: (() => void)[] = [];
  const win = {
    scheduler,
    setTimeout: (run: () => void) => tasks.push(run),
  } as unknown as Window;
  const runNextTask = async () => {
    tasks.shift()?.();
    await new Promise<void>((resolve) => queueMicrotask(resolve));
    await Promise.resolve();
  };
  return { win, tasks, runNextTask };
}

describe('the app code starting in steps', () => {
  it('yields with scheduler.yield() where the browser has it', async () => {
    const yielded = jest.fn(() => Promise.resolve());
    const { win, tasks } = taskQueueWindow({ yield: yielded });
    await yieldToBrowser(win);
    expect(yielded).toHaveBeenCalledTimes(1);
    expect(tasks).toHaveLength(0);
  });

  it('yields with a zero-delay task elsewhere', async () => {
    const { win, tasks, runNextTask } = taskQueueWindow();
    let resumed = false;
    void yieldToBrowser(win).then(() => (resumed = true));
    await Promise.resolve();
    expect(resumed).toBe(false);
    expect(tasks).toHaveLength(1);
    await runNextTask();
    expect(resumed).toBe(true);
  });

  it('runs each step in a task of its own, in order', async () => {
    const { win, runNextTask } = taskQueueWindow();
    const ran: string[] = [];
    const done = runInSteps([async () => void ran.push('react'), async () => void ran.push('app')], win);
    await Promise.resolve();
    expect(ran).toEqual([]);
    await runNextTask();
    expect(ran).toEqual(['react']);
    await runNextTask();
    expect(ran).toEqual(['react', 'app']);
    await done;
  });

  it('stops at a step that fails and reports it, without an unhandled rejection', async () => {
    const { win, runNextTask } = taskQueueWindow();
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const next = jest.fn(() => Promise.resolve());
    const done = runInSteps([() => Promise.reject(new Error('chunk failed')), next], win);
    await runNextTask();
    await done;
    expect(next).not.toHaveBeenCalled();
    expect(error).toHaveBeenCalledWith('[hearth] the app code could not start', expect.any(Error));
    error.mockRestore();
  });
});
