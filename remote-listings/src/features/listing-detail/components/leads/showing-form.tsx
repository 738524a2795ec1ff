import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '@hearth/shared/react-i18next';
import { showToast, useLocaleStore, type SiteAgent } from '@hearth/shared';
import { formatDate } from '@hearth/shared/dates';
import { buildShowingLead } from './build-leads';
import { LeadField, PhoneInput } from '../../../../components/lead-form/lead-field';
import { LeadFailure } from '../../../../components/lead-form/lead-failure';
import { useLeadSubmit } from '../../../../components/lead-form/use-lead-submit';
import {
  EMPTY_SHOWING,
  phoneDigits,
  TIME_SPANS,
  validateShowing,
  type LeadError,
  type ShowingField,
  type ShowingValues,
} from './validate-leads';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The showing-book form (inside the modal; its own chunk with luxon): validation in the spec's order (first
 * failure as an alert, every value kept), one lead per submit, success → notice and `onDone` (the modal closes;
 * it remounts empty next time).
 */
export function ShowingForm({
  agent,
  listing,
  headingId,
  onDone,
}: {
  agent: SiteAgent;
  listing: string;
  headingId: string;
  onDone: () => void;
}) {
  const { t } = useTranslation('listings');
  const locale = useLocaleStore((s) => s.locale);
  const id = useId();
  const [values, setValues] = useState<ShowingValues>(EMPTY_SHOWING);
  const [error, setError] = useState<LeadError | null>(null);
  const lead = useLeadSubmit('showing-book', () => {
    showToast({
      kind: 'success',
      title: t('leads.showing.doneTitle'),
      message: t('leads.showing.doneMessage'),
    });
    setValues(EMPTY_SHOWING);
    onDone();
  });
  const set = (field: ShowingField, value: string) => setValues((v) => ({ ...v, [field]: value }));
  const errorId = `${id}-error`;
  const shown: LeadError | null =
    error ?? (lead.invalidPhone ? { field: 'phone', key: 'phoneFormat' } : null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (lead.sending) return;
    const invalid = validateShowing(values);
    setError(invalid);
    if (invalid) return;
    lead.reset();
    lead.send({
      phone: phoneDigits(values.phone),
      build: (e164) => buildShowingLead(values, e164, agent, locale, listing),
    });
  };
  const field = (name: ShowingField, control: Parameters<typeof LeadField>[0]['children'], hint = true) => (
    <LeadField
      id={`${id}-${name}`}
      label={t(`leads.fields.${name}`)}
      hint={hint ? t(`leads.hints.${name}`) : undefined}
      invalid={shown?.field === name}
      errorId={errorId}
    >
      {control}
    </LeadField>
  );

  return (
    <form
      className="lead-form"
      onSubmit={submit}
      noValidate
      aria-labelledby={headingId}
      aria-busy={lead.sending}
    >
      {shown && (
        <p id={errorId} className="lead-form__alert" role="alert">
          {t(`leads.errors.${shown.key}`)}
        </p>
      )}
      {lead.failure && <LeadFailure error={lead.failure} />}
      <fieldset className="lead-form__fields" disabled={lead.sending}>
        {field('name', (p) => (
          <input
            {...p}
            type="text"
            autoComplete="name"
            value={values.name}
            onChange={(e) => set('name', e.target.value)}
          />
        ))}
        {field('phone', (p) => (
          <PhoneInput control={p} value={values.phone} onChange={(v) => set('phone', v)} />
        ))}
        {field('email', (p) => (
          <input
            {...p}
            type="email"
            autoComplete="email"
            value={values.email}
            onChange={(e) => set('email', e.target.value)}
          />
        ))}
        {field('date', (p) => (
          <div className="lead-form__date">
            <input {...p} type="date" value={values.date} onChange={(e) => set('date', e.target.value)} />
            <button
              type="button"
              className="hearth-button hearth-button--ghost"
              onClick={() => set('date', formatDate(Date.now(), 'local') ?? '')}
            >
              {t('leads.today')}
            </button>
            <button
              type="button"
              className="hearth-button hearth-button--ghost"
              onClick={() => set('date', formatDate(Date.now() + DAY_MS, 'local') ?? '')}
            >
              {t('leads.tomorrow')}
            </button>
          </div>
        ))}
        {field('timeSpan', (p) => (
          <select {...p} value={values.timeSpan} onChange={(e) => set('timeSpan', e.target.value)}>
            {TIME_SPANS.map((s) => (
              <option key={s} value={s}>
                {t(`leads.timeSpans.${s}`)}
              </option>
            ))}
          </select>
        ))}
        {field('remark', (p) => (
          <textarea {...p} rows={3} value={values.remark} onChange={(e) => set('remark', e.target.value)} />
        ))}
        <button type="submit" className="hearth-button">
          {lead.sending ? t('leads.sending') : t('leads.showing.submit')}
        </button>
      </fieldset>
    </form>
  );
}
