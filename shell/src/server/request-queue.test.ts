/** @jest-environment node */
import { createQueue } from './request-queue';

describe('one page at a time', () => {
  it('runs tasks one after the other, in order, and goes on after a failure', async () => {
    const run = createQueue();
    const events: string[] = [];
    const task =
      (name: string, fail = false) =>
      async () => {
        events.push(`${name} start`);
        await new Promise((resolve) => setTimeout(resolve, 5));
        events.push(`${name} end`);
        if (fail) throw new Error(name);
        return name;
      };
    const results = await Promise.allSettled([run(task('a')), run(task('b', true)), run(task('c'))]);
    expect(events).toEqual(['a start', 'a end', 'b start', 'b end', 'c start', 'c end']);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
  });
});
