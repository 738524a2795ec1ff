import { useCallback, useRef, useState } from 'react';

/**
 * The lock of a page's submissions: `acquire()` is synchronous (a ref), so a second tap fired before React has
 * re-rendered is refused too; `locked` drives the disabled buttons and the spinner. One lock per page covers all
 * its requests (accept and complain never run together).
 */
export function useSubmitLock() {
  const held = useRef(false);
  const [locked, setLocked] = useState(false);
  const acquire = useCallback(() => {
    if (held.current) return false;
    held.current = true;
    setLocked(true);
    return true;
  }, []);
  const release = useCallback(() => {
    held.current = false;
    setLocked(false);
  }, []);
  return { locked, acquire, release };
}
