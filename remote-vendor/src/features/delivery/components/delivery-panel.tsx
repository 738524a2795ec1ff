import './delivery-panel.css';
import { useId, useState } from 'react';
import { useTranslation } from '@hearth/shared/react-i18next';
import { Spinner } from '@hearth/shared/ui';
import { VENDOR_NS } from '../../../i18n/translations';
import { EMPTY_ANSWERS, type Complainant, type ComplaintAnswers } from '../api/complaint-details';
import { useDeliveryActions } from '../api/use-delivery-actions';
import { deliveryButtons } from './delivery-actions';
import { ComplaintForm } from './complaint-form';
import { VendorCard } from '../../../components/vendor-card';

/** The buttons that follow the order state, the request lock (spinner) and the complaint form. */
export function DeliveryPanel({
  saleOrderId,
  orderName,
  state,
  who,
}: {
  saleOrderId: string;
  orderName: string;
  state: string;
  who: Complainant;
}) {
  const { t } = useTranslation(VENDOR_NS);
  const formId = useId();
  const { outcome, busy, accept, fileComplaint } = useDeliveryActions(saleOrderId, orderName, who);
  const [formOpen, setFormOpen] = useState(false);
  const [answers, setAnswers] = useState<ComplaintAnswers>(EMPTY_ANSWERS);
  const buttons = deliveryButtons(state, outcome);
  const sent = () => {
    setAnswers(EMPTY_ANSWERS);
    setFormOpen(false);
  };

  return (
    <VendorCard label={t('delivery.actions.heading')} className="delivery-panel">
      {buttons.kind === 'open' ? (
        <div className="delivery-panel__buttons">
          <button type="button" className="hearth-button" onClick={accept} disabled={busy}>
            {t('delivery.actions.accept')}
          </button>
          <button
            type="button"
            className="hearth-button hearth-button--ghost"
            aria-expanded={formOpen}
            aria-controls={formOpen ? formId : undefined}
            onClick={() => setFormOpen((open) => !open)}
            disabled={busy}
          >
            {t('delivery.actions.complain')}
          </button>
        </div>
      ) : (
        <div className="delivery-panel__buttons">
          <button type="button" className="delivery-panel__closed" disabled data-testid="delivery-closed">
            {t(`delivery.actions.${buttons.label}`)}
          </button>
        </div>
      )}
      {busy && <Spinner label={t('delivery.actions.busy')} />}
      {buttons.kind === 'open' && formOpen && (
        <ComplaintForm
          id={formId}
          answers={answers}
          onChange={setAnswers}
          who={who}
          busy={busy}
          onSubmit={() => fileComplaint(answers, sent)}
          onCancel={() => setFormOpen(false)}
        />
      )}
    </VendorCard>
  );
}
