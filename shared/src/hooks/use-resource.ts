import { useCallback, useEffect, useRef, useState } from 'react';
import { trackFetching } from '../events/bus';

export type Resource<T> =
  | { status: 'loading'; data: T | undefined; error: null; retry: () => void }
  | { status: 'success'; data: T; error: null; retry: () => void }
  | { status: 'error'; data: T | undefined; error: unknown; retry: () => void };

export interface ResourceOptions {
  /** Drive the shell's global full-screen spinner while loading. */
  globalSpinner?: boolean;
}

/**
 * Load data for a page: re-runs when `deps` change, aborts stale requests, exposes `retry`.
 * Failed loads stay failed (with the error) until retried: pages render an error state, never a blank.
 */
export function useResource<T>(
  load: (signal: AbortSignal) => Promise<T>,
  deps: readonly unknown[],
  options: ResourceOptions = {},
): Resource<T> {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<{ status: 'loading' | 'success' | 'error'; data?: T; error: unknown }>({
    status: 'loading',
    error: null,
  });
  const loadRef = useRef(load);
  loadRef.current = load;
  const spinner = options.globalSpinner ?? false;

  useEffect(() => {
    const controller = new AbortController();
    setState((s) => ({ status: 'loading', data: s.data, error: null }));
    const work = loadRef.current(controller.signal);
    (spinner ? trackFetching(work) : work).then(
      (data) => !controller.signal.aborted && setState({ status: 'success', data, error: null }),
      (error: unknown) =>
        !controller.signal.aborted && setState((s) => ({ status: 'error', data: s.data, error })),
    );
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [...deps, attempt, spinner]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, retry } as Resource<T>;
}
