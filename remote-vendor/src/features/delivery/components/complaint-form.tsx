import './complaint-form.css';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '@hearth/shared/react-i18next';
import { VENDOR_NS } from '../../../i18n/translations';
import { isComplaintEmpty, type Complainant, type ComplaintAnswers } from '../api/complaint-details';

const FIELDS = ['problem', 'steps', 'promises'] as const;

/**
 * The complaint form: problem details (required), steps taken, promises made by the vendor, and the contact
 * details that go with it. The answers live in the caller (nothing typed is lost when the form is closed or a
 * request fails). An empty complaint is refused with an alert and the problem field focused.
 */
export function ComplaintForm({
  id,
  answers,
  onChange,
  who,
  busy,
  onSubmit,
  onCancel,
}: {
  id: string;
  answers: ComplaintAnswers;
  onChange: (answers: ComplaintAnswers) => void;
  who: Complainant;
  busy: boolean;
  onSubmit: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation(VENDOR_NS);
  const { t: tc } = useTranslation('common');
  const base = useId();
  const problemRef = useRef<HTMLTextAreaElement>(null);
  const [empty, setEmpty] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (isComplaintEmpty(answers)) {
      setEmpty(true);
      problemRef.current?.focus();
      return;
    }
    setEmpty(false);
    onSubmit();
  };
  const contact: [string, string | null][] = [
    [t('delivery.complaint.name'), who.userName],
    [t('delivery.complaint.email'), who.email],
    [t('delivery.complaint.phone'), who.phone],
  ];
  return (
    <form id={id} className="complaint-form" onSubmit={submit} aria-busy={busy} noValidate>
      <h2 className="complaint-form__heading">{t('delivery.complaint.heading')}</h2>
      {FIELDS.map((field) => (
        <div key={field} className="complaint-form__field">
          <label htmlFor={`${base}-${field}`}>
            {t(`delivery.complaint.${field}`)}
            {field === 'problem' && <span aria-hidden="true"> *</span>}
          </label>
          <textarea
            id={`${base}-${field}`}
            ref={field === 'problem' ? problemRef : undefined}
            rows={3}
            maxLength={2000}
            value={answers[field]}
            required={field === 'problem'}
            aria-invalid={field === 'problem' && empty ? true : undefined}
            aria-describedby={field === 'problem' && empty ? `${base}-empty` : undefined}
            onChange={(e) => {
              onChange({ ...answers, [field]: e.target.value });
              if (field === 'problem' && e.target.value.trim()) setEmpty(false);
            }}
          />
        </div>
      ))}
      {empty && (
        <p id={`${base}-empty`} className="complaint-form__error" role="alert">
          {t('delivery.complaint.empty')}
        </p>
      )}
      <dl className="complaint-form__contact" aria-label={t('delivery.complaint.contact')}>
        {contact.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value?.trim() || tc('notAvailable')}</dd>
          </div>
        ))}
      </dl>
      <div className="complaint-form__buttons">
        <button type="submit" className="hearth-button" disabled={busy}>
          {t('delivery.complaint.submit')}
        </button>
        <button
          type="button"
          className="hearth-button hearth-button--ghost"
          onClick={onCancel}
          disabled={busy}
        >
          {t('delivery.complaint.cancel')}
        </button>
      </div>
    </form>
  );
}
