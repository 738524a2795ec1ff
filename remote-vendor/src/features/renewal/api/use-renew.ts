import { useEffect, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from '@hearth/shared/react-i18next';
import { showToast, useRuntimeConfig } from '@hearth/shared';
import type { PaymentTerm, RenewOrderDetail } from '@hearth/shared/contracts/vendorService';
import { VENDOR_NS } from '../../../i18n/translations';
import { browserLocation, guardInvoicingUrl } from '../../../components/invoicing-url';
import { useSubmitLock } from '../../../components/use-submit-lock';
import { renewOrderMutation } from './order-renew';
import { firstUnpaidInvoice, renewPayload } from './renew-rules';

/**
 * Renew (spec §4, §7.19): locked while it runs (one request however often it is tapped).
 * 1. An OUT_INVOICE with unpaid > 0 → warning "Pay Bill First…", then that invoice's link.
 * 2. Otherwise POST the payload; success → data.resInvoicing.data.url; failure → "Error, Request Failed", unlocked.
 * Every link from data passes the invoicing URL guard: a refused one shows a clear message, unlocks, and nothing
 * navigates. While the browser leaves, the lock stays (a page restored from the back/forward cache is unlocked).
 */
export function useRenew(detail: RenewOrderDetail) {
  const { t } = useTranslation(VENDOR_NS);
  const config = useRuntimeConfig();
  const lock = useSubmitLock();
  const [refused, setRefused] = useState(false);
  const mutation = useMutation(renewOrderMutation());
  const { release } = lock;

  useEffect(() => {
    const onShow = (event: PageTransitionEvent) => event.persisted && release();
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, [release]);

  const leave = (raw: string | null) => {
    const url = guardInvoicingUrl(raw, config);
    if (url) return browserLocation.assign(url);
    setRefused(true);
    showToast({ kind: 'error', title: t('renew.refused.title'), message: t('renew.refused.message') });
    release();
  };

  const renew = (term: PaymentTerm) => {
    if (!lock.acquire()) return;
    setRefused(false);
    const unpaid = firstUnpaidInvoice(detail.clientStatement.invSubtotal);
    if (unpaid) {
      showToast({ kind: 'warning', title: t('renew.toast.unpaid'), message: t('renew.toast.unpaidMessage') });
      return leave(unpaid.link);
    }
    mutation.mutate(renewPayload(detail.order.saleOrder.name, term), {
      onSuccess: leave,
      onError: () => {
        showToast({ kind: 'warning', title: t('renew.toast.failed') });
        release();
      },
    });
  };

  return { busy: lock.locked, refused, renew };
}
