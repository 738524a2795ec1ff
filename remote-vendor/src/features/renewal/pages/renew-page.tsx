import './renew-page.css';
import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from '@hearth/shared/router';
import { useTranslation } from '@hearth/shared/react-i18next';
import { paths } from '@hearth/shared/paths';
import { Spinner } from '@hearth/shared/ui';
import type { RenewOrderDetail } from '@hearth/shared/contracts/vendorService';
import { VENDOR_NS } from '../../../i18n/translations';
import { receiveOrderName } from '../../../components/receive-param';
import { VendorCard } from '../../../components/vendor-card';
import { renewOrderDetailQuery } from '../api/renew-order-detail';
import { useRenew } from '../api/use-renew';
import { RenewDetails } from '../components/renew-details';
import { RenewPackages } from '../components/renew-packages';

/**
 * /hybrid/vendor/order/renew/:receive — "Renew Services". `receive` is the base64 sale-order name; an undecodable
 * value or any load failure goes to /not/found (spec §7.18).
 */
export function RenewPage() {
  const { receive } = useParams();
  const navigate = useNavigate();
  const name = receiveOrderName(receive);
  const detail = useQuery({ ...renewOrderDetailQuery(name ?? ''), enabled: name !== null });
  const failed = name === null || (detail.isError && !detail.data);
  useEffect(() => {
    if (failed) navigate(paths.notFound(), { replace: true });
  }, [failed, navigate]);
  if (failed || !detail.data) return <Spinner />;
  return <RenewView detail={detail.data} />;
}

function RenewView({ detail }: { detail: RenewOrderDetail }) {
  const { t } = useTranslation(VENDOR_NS);
  const [selected, setSelected] = useState(0);
  const { busy, refused, renew } = useRenew(detail);
  const terms = detail.paymentTerm;
  const term = terms[selected] ?? terms[0];
  return (
    <article className="vendor-page">
      <header className="vendor-page__header">
        <h1 className="renew-page__title">{t('renew.heading')}</h1>
        <p className="renew-page__subtitle">{t('renew.subtitle')}</p>
        <p className="renew-page__order">
          <span>{t('renew.orderNumber')}</span>{' '}
          <strong data-testid="order-number">{detail.order.saleOrder.name}</strong>
        </p>
      </header>
      <VendorCard label={t('renew.packages')} className="renew-page__choose">
        {terms.length === 0 || !term ? (
          <p className="vendor-card__none">{t('renew.noPackages')}</p>
        ) : (
          <>
            <RenewPackages terms={terms} selected={selected} onSelect={setSelected} disabled={busy} />
            <div className="renew-page__action">
              {busy ? (
                <Spinner label={t('renew.busy')} />
              ) : (
                <button type="button" className="hearth-button renew-page__renew" onClick={() => renew(term)}>
                  {t('renew.renew')}
                </button>
              )}
            </div>
          </>
        )}
        {refused && (
          <p className="renew-page__refused" role="alert">
            {t('renew.refused.title')} {t('renew.refused.message')}
          </p>
        )}
      </VendorCard>
      <RenewDetails detail={detail} />
    </article>
  );
}
