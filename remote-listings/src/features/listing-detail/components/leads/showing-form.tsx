import { useTranslation } from '@hearth/shared/react-i18next';
import { showToast, useLocaleStore, type SiteAgent } from '@hearth/shared';
import { marketDay } from '@hearth/shared/dates';
import { buildShowingLead } from './build-leads';
import { ContactFields } from '../../../../components/lead-form/contact-fields';
import { LeadField } from '../../../../components/lead-form/lead-field';
import { LeadForm } from '../../../../components/lead-form/lead-form';
import { useLeadForm } from '../../../../components/lead-form/use-lead-form';
import { EMPTY_SHOWING, TIME_SPANS, validateShowing } from './validate-leads';

const ALL_HINTS = ['name', 'phone', 'email', 'remark'] as const;

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
  const form = useLeadForm({
    form: 'showing-book',
    empty: EMPTY_SHOWING,
    validate: validateShowing,
    build: (values, e164) => buildShowingLead(values, e164, agent, locale, listing),
    onSuccess: () => {
      showToast({
        kind: 'success',
        title: t('leads.showing.doneTitle'),
        message: t('leads.showing.doneMessage'),
      });
      onDone();
    },
  });
  const { id, errorId, values, set, shown } = form;
  const field = (name: 'date' | 'timeSpan', control: Parameters<typeof LeadField>[0]['children']) => (
    <LeadField
      id={`${id}-${name}`}
      label={t(`leads.fields.${name}`)}
      hint={t(`leads.hints.${name}`)}
      invalid={shown?.field === name}
      errorId={errorId}
    >
      {control}
    </LeadField>
  );

  return (
    <LeadForm state={form} labelledBy={headingId} submitLabel={t('leads.showing.submit')}>
      <ContactFields
        form={form}
        hints={ALL_HINTS}
        beforeRemark={
          <>
            {field('date', (p) => (
              <div className="lead-form__date">
                <input {...p} type="date" value={values.date} onChange={(e) => set('date', e.target.value)} />
                <button
                  type="button"
                  className="hearth-button hearth-button--ghost"
                  onClick={() => set('date', marketDay(0))}
                >
                  {t('leads.today')}
                </button>
                <button
                  type="button"
                  className="hearth-button hearth-button--ghost"
                  onClick={() => set('date', marketDay(1))}
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
          </>
        }
      />
    </LeadForm>
  );
}
