import { useEffect, useState } from 'react';

/** Spec §9: the verification code can be resent after 120 seconds. */
export const RESEND_COUNTDOWN_S = 120;

/**
 * Seconds left until `deadline` (epoch ms), ticking each second; 0 without a deadline or once it has passed. The
 * deadline is state of the caller, so re-rendering (or re-mounting with the same deadline) does not restart it.
 */
export function useCountdown(deadline: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (deadline === null) return undefined;
    setNow(Date.now());
    const timer = window.setInterval(() => {
      const t = Date.now();
      setNow(t);
      if (t >= deadline) window.clearInterval(timer);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [deadline]);
  return deadline === null ? 0 : Math.max(0, Math.ceil((deadline - now) / 1000));
}
