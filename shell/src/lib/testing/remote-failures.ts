import { bus, type HearthEvents } from '@hearth/shared';

/**
 * For a test file of remote slots: the `remote:failed` events emitted during each test (emptied before it), with
 * console.error silenced (the slots log each failure) and every spy restored after it.
 */
export function collectRemoteFailures(): Array<HearthEvents['remote:failed']> {
  const failures: Array<HearthEvents['remote:failed']> = [];
  const onFailed = (e: HearthEvents['remote:failed']) => failures.push(e);
  beforeEach(() => {
    failures.length = 0;
    bus.on('remote:failed', onFailed);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    bus.off('remote:failed', onFailed);
    jest.restoreAllMocks();
  });
  return failures;
}
