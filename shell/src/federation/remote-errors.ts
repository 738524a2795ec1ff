import type { HearthEvents, RemoteName } from '@hearth/shared';

export type RemoteFailureReason = HearthEvents['remote:failed']['reason'];

/** Why a remote slot shows its fallback. */
export class RemoteLoadError extends Error {
  override name = 'RemoteLoadError';
  constructor(
    readonly remote: RemoteName,
    readonly reason: RemoteFailureReason,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

const REPORTED = Symbol.for('hearth.remote-failure-reported');

/** Marks an error as already sent on the bus (by the federation runtime plugin), so the slot does not repeat it. */
export function markReported(error: unknown): void {
  if (error && typeof error === 'object') (error as Record<symbol, unknown>)[REPORTED] = true;
}

export function wasReported(error: unknown): boolean {
  return !!error && typeof error === 'object' && (error as Record<symbol, unknown>)[REPORTED] === true;
}

export function describeError(error: unknown): string {
  if (error instanceof Error) return `${error.name}: ${error.message}`.slice(0, 500);
  return String(error).slice(0, 500);
}

/** `work`, or a rejection with `error()` once `ms` have passed (the timer cleared as soon as it settles). */
export function settleWithin<T>(work: Promise<T>, ms: number, error: () => Error): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(error()), ms);
    work.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (cause: unknown) => {
        clearTimeout(timer);
        reject(cause);
      },
    );
  });
}

/** Rejects with a `timeout` RemoteLoadError when `work` does not settle within `ms`. */
export function withTimeout<T>(work: Promise<T>, ms: number, remote: RemoteName): Promise<T> {
  return settleWithin(
    work,
    ms,
    () => new RemoteLoadError(remote, 'timeout', `${remote} did not load within ${ms} ms`),
  );
}
