import { useCallback, useEffect, useRef, useState } from 'react';
import { captureFlyer, type FlyerImage } from './flyer-capture';

/** Spec §9: the capturing state of a group clears 5 s after the flyer generation started. */
export const CAPTURE_CLEAR_MS = 5000;

export interface Flyer {
  /** The PNG as a data URL. */
  url: string;
  fileName: string;
  groupName: string;
}

export interface FlyerRequest {
  groupKey: string;
  groupName: string;
  element: HTMLElement;
  images: FlyerImage[];
  placeholder: string;
}

/**
 * Flyer generation of the daily report: marks the group capturing (its button reads "Converting..." and is
 * disabled: one flyer per tap), converts the images and captures the group, opens the result as soon as it is
 * ready, and clears the capturing state 5 s after the tap (never before the capture has finished). A failure
 * clears it at once and calls `onError`.
 */
export function useFlyer(onError: () => void) {
  const [capturing, setCapturing] = useState<ReadonlySet<string>>(new Set());
  const [flyer, setFlyer] = useState<Flyer | null>(null);
  const busy = useRef(new Set<string>());
  const mounted = useRef(true);
  const onErrorRef = useRef(onError);
  onErrorRef.current = onError;

  const mark = useCallback((key: string, on: boolean) => {
    if (on) busy.current.add(key);
    else busy.current.delete(key);
    if (mounted.current) setCapturing(new Set(busy.current));
  }, []);

  const generate = useCallback(
    async (request: FlyerRequest) => {
      const { groupKey } = request;
      if (busy.current.has(groupKey)) return;
      mark(groupKey, true);
      let timer: ReturnType<typeof setTimeout> | undefined;
      const cleared = new Promise<void>((resolve) => (timer = setTimeout(resolve, CAPTURE_CLEAR_MS)));
      try {
        const url = await captureFlyer(request.element, request.images, request.placeholder);
        if (mounted.current)
          setFlyer({ url, fileName: `flyer-${groupKey}.png`, groupName: request.groupName });
        await cleared;
      } catch {
        clearTimeout(timer);
        if (mounted.current) onErrorRef.current();
      }
      mark(groupKey, false);
    },
    [mark],
  );

  const close = useCallback(() => setFlyer(null), []);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  return { capturing, flyer, generate, close };
}
