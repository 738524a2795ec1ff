import type { ReactNode } from 'react';
import { useTranslation } from '@hearth/shared/react-i18next';

export interface FieldControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string;
}

/**
 * One labelled field of a lead form, with its hint; when it holds the form's error, it is marked invalid and
 * described by the alert (`errorId`).
 */
export function LeadField({
  id,
  label,
  hint,
  invalid,
  errorId,
  children,
}: {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  invalid: boolean;
  errorId: string;
  children: (props: FieldControlProps) => ReactNode;
}) {
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : '', invalid ? errorId : ''].filter(Boolean).join(' ');
  return (
    <div className="lead-form__field">
      <label htmlFor={id}>{label}</label>
      {children({ id, 'aria-invalid': invalid, 'aria-describedby': describedBy })}
      {hint && (
        <p id={hintId} className="lead-form__hint">
          {hint}
        </p>
      )}
    </div>
  );
}

/** The phone control: the region selector (only +1) and the number. */
export function PhoneInput({
  control,
  value,
  onChange,
}: {
  control: FieldControlProps;
  value: string;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation('listings');
  return (
    <div className="lead-form__phone">
      <select aria-label={t('leads.region')} defaultValue="+1">
        <option value="+1">+1</option>
      </select>
      <input
        {...control}
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </div>
  );
}
