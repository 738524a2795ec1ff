import mitt from 'mitt';
import type { HearthEvents, ToastEvent } from './event-map';

/** The typed event bus shared by the shell and every remote (one instance: @hearth/shared is a federation singleton). */
export const bus = mitt<HearthEvents>();

export function showToast(toast: ToastEvent): void {
  bus.emit('toast', toast);
}

/** Drive the shell's global full-screen spinner for the lifetime of a promise. */
export async function trackFetching<T>(work: Promise<T>): Promise<T> {
  bus.emit('fetch:start');
  try {
    return await work;
  } finally {
    bus.emit('fetch:end');
  }
}
