import { useEffect, useState } from 'react';
import { afterPrimaryContent } from '@hearth/shared';
import { afterNextPaint } from '../hooks/after-next-paint';

export interface FormattedPhone {
  /** National format for display (the raw text until the formatter has loaded, or when invalid). */
  display: string;
  /** E.164 for tel: links and submissions; null when invalid or still loading. */
  e164: string | null;
}

type PhoneTools = typeof import('./phone');

/** The formatter once its chunk is in: later renders format at once (no raw → formatted change on screen). */
let tools: PhoneTools | null = null;

function format(raw: string | null | undefined): FormattedPhone {
  if (!raw) return { display: '', e164: null };
  return tools
    ? { display: tools.formatPhoneNational(raw), e164: tools.toE164(raw) }
    : { display: raw, e164: null };
}

/**
 * Formats a Canadian phone number. libphonenumber's metadata is loaded on demand (its own chunk), so routes that
 * show no phone never download it; the first time, after the page's first paint and its primary content (a home's
 * first-screen widget; the number shows as received until then), so that it does not compete with the first screen.
 */
export function useFormattedPhone(raw: string | null | undefined): FormattedPhone {
  const [state, setState] = useState<FormattedPhone>(() => format(raw));
  useEffect(() => {
    let live = true;
    setState(format(raw));
    if (!raw || tools) return;
    void afterNextPaint()
      .then(afterPrimaryContent)
      .then(() => import(/* webpackChunkName: "phone-format" */ './phone'))
      .then((loaded) => {
        tools = loaded;
        if (live) setState(format(raw));
      });
    return () => {
      live = false;
    };
  }, [raw]);
  return state;
}
