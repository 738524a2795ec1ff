import { useTranslation } from '@hearth/shared/react-i18next';
import { LeadField, PhoneInput } from './lead-field';

export interface ContactFieldValues {
  name: string;
  phone: string;
  email: string;
  remark: string;
}

/**
 * The name, phone (+1), email and remark fields of a contact form. The field holding the form's error
 * (`invalidField`) is marked invalid and described by the alert (`errorId`); `hints` shows the field hints.
 */
export function ContactFields({
  id,
  values,
  onChange,
  invalidField,
  errorId,
  hints = false,
}: {
  id: string;
  values: ContactFieldValues;
  onChange: (field: keyof ContactFieldValues, value: string) => void;
  invalidField: keyof ContactFieldValues | null | undefined;
  errorId: string;
  hints?: boolean;
}) {
  const { t } = useTranslation('listings');
  const hint = (field: 'name' | 'email' | 'remark') => (hints ? t(`leads.hints.${field}`) : undefined);
  const field = (name: keyof ContactFieldValues) => ({
    id: `${id}-${name}`,
    label: t(`leads.fields.${name}`),
    invalid: invalidField === name,
    errorId,
  });
  return (
    <>
      <LeadField {...field('name')} hint={hint('name')}>
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
      <LeadField {...field('email')} hint={hint('email')}>
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
      <LeadField {...field('remark')} hint={hint('remark')}>
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
