/**
 * One page at a time per process. The singleton's stores (runtime config, site, locale, route table) and i18n are
 * one instance per JavaScript realm, in the browser and here: a page is rendered with them set for its request, so
 * two pages never interleave. The server scales as processes (ADR 0033); each page is bounded by the server's budget.
 */
export function createQueue() {
  let tail: Promise<unknown> = Promise.resolve();
  return function run<T>(task: () => Promise<T>): Promise<T> {
    const result = tail.then(task, task);
    tail = result.catch(() => undefined);
    return result;
  };
}
