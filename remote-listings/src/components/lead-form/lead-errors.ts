/** Keys (namespace `listings`, under `leads.errors.`) of the lead forms' validation messages. */
export type LeadErrorKey =
  | 'nameRequired'
  | 'dateRequired'
  | 'phoneRequired'
  | 'phoneFormat'
  | 'emailRequired'
  | 'emailFormat'
  | 'remarkRequired';
