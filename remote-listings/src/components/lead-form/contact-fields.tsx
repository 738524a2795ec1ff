import type { ReactNode } from 'react';
import { useTranslation } from '@hearth/shared/react-i18next';
import { LeadField, PhoneInput } from './lead-field';

export interface ContactFieldValues {
  name: string;
  phone: string;
  email: string;
  remark: string;
}

type ContactField = keyof ContactFieldValues;

/** The hints of the hybrid contact modal (every field but the phone). */
export const CONTACT_HINTS: readonly ContactField[] = ['name', 'email', 'remark'];

/** What the fields need of their form's state (`useLeadForm`). */
export interface ContactFieldsForm {
  /** Prefix of the field ids. */
  id: string;
  /** The alert's id: the field holding the form's error is described by it. */
  errorId: string;
  values: ContactFieldValues;
  set: (field: ContactField, value: string) => void;
  /** The form's error (its field may be one of the form's own). */
  shown: { field: string } | null;
}

/**
 * The name, phone (+1), email and remark fields of a lead form. The field holding the form's error is marked
 * invalid and described by the alert; the fields in `hints` show their hint; `beforeRemark` (a form's own
 * fields) stands between the email and the remark.
 */
export function ContactFields({
  form,
  hints = [],
  beforeRemark,
}: {
  form: ContactFieldsForm;
  hints?: readonly ContactField[];
  beforeRemark?: ReactNode;
}) {
  const { id, errorId, values, set: onChange, shown } = form;
  const invalidField = shown?.field;
  const { t } = useTranslation('listings');
  const field = (name: ContactField) => ({
    id: `${id}-${name}`,
    label: t(`leads.fields.${name}`),
    hint: hints.includes(name) ? t(`leads.hints.${name}`) : undefined,
    invalid: invalidField === name,
    errorId,
  });
  return (
    <>
      <LeadField {...field('name')}>
        {(p) => (
          <input
            {...p}
            type="text"
            autoComplete="name"
            value={values.name}
            onChange={(e) => onChange('name', e.target.value)}
          />
        )}
      </LeadField>
      <LeadField {...field('phone')}>
        {(p) => <PhoneInput control={p} value={values.phone} onChange={(v) => onChange('phone', v)} />}
      </LeadField>
      <LeadField {...field('email')}>
        {(p) => (
          <input
            {...p}
            type="email"
            autoComplete="email"
            value={values.email}
            onChange={(e) => onChange('email', e.target.value)}
          />
        )}
      </LeadField>
      {beforeRemark}
      <LeadField {...field('remark')}>
        {(p) => (
          <textarea
            {...p}
            rows={3}
            value={values.remark}
            onChange={(e) => onChange('remark', e.target.value)}
          />
        )}
      </LeadField>
    </>
  );
}
