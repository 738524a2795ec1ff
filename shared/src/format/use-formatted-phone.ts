import { useEffect, useSyncExternalStore } from 'react';
import {
  afterPrimaryContent,
  loadPhoneTools,
  serverFormattedPhone,
  type FormattedPhone,
  type PhoneTools,
} from '@hearth/shared';
import { afterNextPaint } from '../hooks/after-next-paint';

export type { FormattedPhone };

/** The formatter once its chunk is in: later renders format at once (no raw → formatted change on screen). */
let tools: PhoneTools | null = null;
let loading: Promise<void> | null = null;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Loads the formatter once, after the page's first paint and its primary content. */
function loadTools(): Promise<void> {
  loading ??= afterNextPaint()
    .then(afterPrimaryContent)
    .then(loadPhoneTools)
    .then((loaded) => {
      tools = loaded;
      for (const listener of listeners) listener();
    });
  return loading;
}

function format(raw: string | null | undefined, formatter: PhoneTools | null): FormattedPhone {
  if (!raw) return { display: '', e164: null };
  return formatter
    ? formatter.formattedPhone(raw)
    : (serverFormattedPhone(raw) ?? { display: raw, e164: null });
}

/**
 * Formats a Canadian phone number. libphonenumber's metadata is loaded on demand (its own chunk), so routes that
 * show no phone never download it; the first time, after the page's first paint and its primary content (a home's
 * first-screen widget; the number shows as received until then), so that it does not compete with the first screen.
 * A server-rendered page shows it formatted from the start: the server formats it, and the browser takes the
 * server's formatting from the start plan until its own formatter is in (ADR 0042), so hydration matches however
 * late a part of the page hydrates, and nothing changes on screen when the chunk arrives. The static page shows
 * the number as received until then.
 */
export function useFormattedPhone(raw: string | null | undefined): FormattedPhone {
  const loaded = useSyncExternalStore(
    subscribe,
    () => tools,
    () => null,
  );
  useEffect(() => {
    if (raw && !tools) void loadTools();
  }, [raw]);
  return format(raw, loaded);
}
