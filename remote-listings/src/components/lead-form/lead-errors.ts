/** Keys (namespace `listings`, under `leads.errors.`) of the lead forms' validation messages. */
export type LeadErrorKey =
  | 'nameRequired'
  | 'dateRequired'
  | 'phoneRequired'
  | 'phoneFormat'
  | 'emailRequired'
  | 'emailFormat'
  | 'remarkRequired';

/** A lead form's first validation failure: the field it marks and its message. */
export interface LeadError<F extends string = string> {
  field: F;
  key: LeadErrorKey;
}

/** The phone without spaces (the region is +1). */
export const phoneDigits = (phone: string) => phone.replace(/\s+/g, '');
