import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@hearth/shared/router';
import { useTranslation } from '@hearth/shared/react-i18next';
import { showToast } from '@hearth/shared';
import { paths } from '@hearth/shared/paths';
import { VENDOR_NS } from '../../../i18n/translations';
import { isBadResponse } from '../../../components/request-outcome';
import { useSubmitLock } from '../../../components/use-submit-lock';
import type { DeliveryOutcome } from '../components/delivery-actions';
import { complaintDetails, type Complainant, type ComplaintAnswers } from './complaint-details';
import { complainMutation } from './customer-complain';
import { confirmReceiveMutation } from './receive-confirm';
import { receiveOrderQuery } from './receive-order-detail';

/**
 * Accept and complain on one delivery order. One lock covers both (a repeat tap while a request runs sends
 * nothing). Accept: success → "Operation Succeed" and a grey ACCEPTED; a bad response → "Error, Request Failed"
 * (unlocked, the order reloaded so the buttons show its real state); an exception → /not/found. Complaint: success
 * → "Successful Submit Complaint…" and a grey COMPLAIN PROCESSING; any failure → "Error, Request Failed", and the
 * caller keeps every answer.
 */
export function useDeliveryActions(saleOrderId: string, orderName: string, who: Complainant) {
  const { t } = useTranslation(VENDOR_NS);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const lock = useSubmitLock();
  const [outcome, setOutcome] = useState<DeliveryOutcome>('none');
  const reload = () => queryClient.invalidateQueries({ queryKey: receiveOrderQuery(saleOrderId).queryKey });
  const failed = () => showToast({ kind: 'warning', title: t('delivery.toast.failed') });
  const confirm = useMutation({ ...confirmReceiveMutation(), onSettled: lock.release });
  const complaint = useMutation({ ...complainMutation(), onSettled: lock.release });

  const accept = () => {
    if (!lock.acquire()) return;
    confirm.mutate(saleOrderId, {
      onSuccess: () => {
        setOutcome('accepted');
        showToast({ kind: 'success', title: t('delivery.toast.accepted') });
        void reload();
      },
      onError: (error) => {
        if (!isBadResponse(error)) return void navigate(paths.notFound(), { replace: true });
        failed();
        void reload();
      },
    });
  };

  /** Sends the complaint; `onSent` runs after a success (the caller clears the form). */
  const fileComplaint = (answers: ComplaintAnswers, onSent: () => void) => {
    if (!lock.acquire()) return;
    const details = complaintDetails(orderName, who, answers);
    complaint.mutate(
      { saleOrderId, details },
      {
        onSuccess: () => {
          setOutcome('complained');
          showToast({
            kind: 'success',
            title: t('delivery.toast.complained'),
            message: t('delivery.toast.complainedMessage'),
          });
          onSent();
          void reload();
        },
        onError: failed,
      },
    );
  };

  return { outcome, busy: lock.locked, accept, fileComplaint };
}
