/**
 * Ends the current task and resumes in a new one (ADR 0043): the browser paints, takes input and runs its own work
 * between the start-up's steps, rather than after one task as long as all of them. `scheduler.yield()` where the
 * browser has it (the continuation keeps its place ahead of other tasks), else a zero-delay timeout.
 */
export function yieldToBrowser(win: Window = window): Promise<void> {
  const scheduler = (win as Window & { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => win.setTimeout(resolve, 0));
}

/**
 * Runs the app code's start-up steps in order, each in a task of its own (ADR 0043). A step that fails ends the
 * start-up, reported: the server's page stays as it is, readable and its links working.
 */
export async function runInSteps(
  steps: readonly (() => Promise<unknown>)[],
  win: Window = window,
): Promise<void> {
  try {
    for (const step of steps) {
      await yieldToBrowser(win);
      await step();
    }
  } catch (error) {
    console.error('[hearth] the app code could not start', error);
  }
}
