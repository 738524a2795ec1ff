import { useRef } from 'react';
import { useMutation } from '@tanstack/react-query';
import { trackFetching } from '@hearth/shared';
import { createLead } from '@hearth/shared/ui';
import { loadPhoneTools } from '@hearth/shared/format';
import type { CreateLeadBody } from '@hearth/shared/contracts/leadCreation';

/** The phone could not be parsed as a Canadian number (logged; the form says "phone format incorrect"). */
export class InvalidPhoneError extends Error {}

export interface LeadSubmission {
  /** The phone as typed, digits only (region +1). */
  phone: string;
  /** The payload, given the phone in E.164. */
  build: (e164: string) => CreateLeadBody;
}

/**
 * Sends a lead: the phone parsed as Canadian into E.164, then lead creation with the global fetch counter up for
 * the request. One request per submit: a synchronous lock (a double click fires two submit events before React
 * re-renders) plus the mutation's pending state.
 */
export function useLeadSubmit(form: string, onSuccess: () => void) {
  const lock = useRef(false);
  const mutation = useMutation({
    mutationKey: ['leadCreation', '/create', form],
    mutationFn: async ({ phone, build }: LeadSubmission) => {
      const { toE164 } = await loadPhoneTools();
      const e164 = toE164(phone);
      if (!e164) {
        console.warn(`[${form}] invalid phone`, phone);
        throw new InvalidPhoneError(phone);
      }
      return trackFetching(createLead(build(e164)));
    },
    onSuccess,
    onError: (cause) => {
      if (!(cause instanceof InvalidPhoneError)) console.error(`[${form}] lead creation failed`, cause);
    },
    onSettled: () => {
      lock.current = false;
    },
  });
  /** Starts a submission unless one is under way; false when refused. */
  const send = (submission: LeadSubmission): boolean => {
    if (lock.current || mutation.isPending) return false;
    lock.current = true;
    mutation.mutate(submission);
    return true;
  };
  return {
    send,
    /** Clears a previous failure (on a new attempt). */
    reset: mutation.reset,
    sending: mutation.isPending,
    invalidPhone: mutation.error instanceof InvalidPhoneError,
    failure: mutation.error instanceof InvalidPhoneError ? null : mutation.error,
  };
}
