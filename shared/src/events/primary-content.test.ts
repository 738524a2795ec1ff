import {
  afterPrimaryContent,
  holdPrimaryContent,
  LONGEST_HOLD_MS,
  primaryContentPending,
  releasePrimaryContent,
} from './primary-content';

function settledFlag(promise: Promise<void>): { done: boolean } {
  const flag = { done: false };
  void promise.then(() => (flag.done = true));
  return flag;
}

afterEach(() => {
  for (const key of ['a', 'b']) releasePrimaryContent(key);
  jest.useRealTimers();
});

test('resolves at once on a page that holds nothing', async () => {
  expect(primaryContentPending()).toBe(false);
  await expect(afterPrimaryContent()).resolves.toBeUndefined();
});

test('waits until every held key is released; holding a key twice is one hold', async () => {
  holdPrimaryContent('a');
  holdPrimaryContent('a');
  holdPrimaryContent('b');
  expect(primaryContentPending()).toBe(true);
  const waiting = settledFlag(afterPrimaryContent());
  releasePrimaryContent('a');
  await Promise.resolve();
  expect(waiting.done).toBe(false);
  releasePrimaryContent('unknown');
  await Promise.resolve();
  expect(waiting.done).toBe(false);
  releasePrimaryContent('b');
  await Promise.resolve();
  expect(waiting.done).toBe(true);
});

test(`a hold never released lapses after ${LONGEST_HOLD_MS} ms`, async () => {
  jest.useFakeTimers();
  holdPrimaryContent('a');
  const waiting = settledFlag(afterPrimaryContent());
  await jest.advanceTimersByTimeAsync(LONGEST_HOLD_MS - 1);
  expect(waiting.done).toBe(false);
  await jest.advanceTimersByTimeAsync(1);
  expect(waiting.done).toBe(true);
  // Released: a later wait resolves at once.
  await expect(afterPrimaryContent()).resolves.toBeUndefined();
});
