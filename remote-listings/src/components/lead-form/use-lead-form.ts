import { useId, useState, type FormEvent } from 'react';
import type { CreateLeadBody } from '@hearth/shared/contracts/leadCreation';
import { phoneDigits, type LeadError } from './lead-errors';
import { useLeadSubmit } from './use-lead-submit';

/**
 * A lead form's state: its values, the first validation failure (or the phone the parser refused), one lead per
 * valid submit (`useLeadSubmit`); on success the values go back to `empty` and `onSuccess` runs. `id` prefixes
 * the field ids; `errorId` is the alert's.
 */
export function useLeadForm<V extends { phone: string }, F extends string>({
  form,
  empty,
  validate,
  build,
  onSuccess,
}: {
  form: string;
  empty: V;
  validate: (values: V) => LeadError<F> | null;
  build: (values: V, e164: string) => CreateLeadBody;
  onSuccess: () => void;
}) {
  const id = useId();
  const [values, setValues] = useState<V>(empty);
  const [error, setError] = useState<LeadError<F> | null>(null);
  const lead = useLeadSubmit(form, () => {
    setValues(empty);
    onSuccess();
  });
  const shown: LeadError<F | 'phone'> | null =
    error ?? (lead.invalidPhone ? { field: 'phone', key: 'phoneFormat' } : null);
  const set = (field: keyof V, value: string) => setValues((v) => ({ ...v, [field]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (lead.sending) return;
    const invalid = validate(values);
    setError(invalid);
    if (invalid) return;
    lead.reset();
    lead.send({ phone: phoneDigits(values.phone), build: (e164) => build(values, e164) });
  };
  return { id, errorId: `${id}-error`, values, set, shown, submit, lead };
}

export type LeadFormState = ReturnType<typeof useLeadForm<{ phone: string }, string>>;
