import { useEffect, useState } from 'react';
import { afterNextPaint } from '../hooks/after-next-paint';

export interface FormattedPhone {
  /** National format for display (the raw text until the formatter has loaded, or when invalid). */
  display: string;
  /** E.164 for tel: links and submissions; null when invalid or still loading. */
  e164: string | null;
}

/**
 * Formats a Canadian phone number. libphonenumber's metadata is loaded on demand (its own chunk),
 * so routes that show no phone never download it.
 */
export function useFormattedPhone(raw: string | null | undefined): FormattedPhone {
  const [state, setState] = useState<FormattedPhone>({ display: raw ?? '', e164: null });
  useEffect(() => {
    let live = true;
    setState({ display: raw ?? '', e164: null });
    if (!raw) return;
    // The raw number shows at once; the formatter's chunk loads after the first paint, not competing with it.
    void afterNextPaint()
      .then(() => import(/* webpackChunkName: "phone-format" */ './phone'))
      .then(({ formatPhoneNational, toE164 }) => {
        if (live) setState({ display: formatPhoneNational(raw), e164: toE164(raw) });
      });
    return () => {
      live = false;
    };
  }, [raw]);
  return state;
}
