import './delivery-accept-page.css';
import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams, useSearchParams } from '@hearth/shared/router';
import { useTranslation } from '@hearth/shared/react-i18next';
import { paths } from '@hearth/shared/paths';
import { Spinner } from '@hearth/shared/ui';
import { VENDOR_NS } from '../../../i18n/translations';
import { receiveOrderId } from '../../../components/receive-param';
import { receiveOrderQuery } from '../api/receive-order-detail';
import type { Complainant } from '../api/complaint-details';
import { DeliveryOrder } from '../components/delivery-order';
import { DeliveryPanel } from '../components/delivery-panel';
import { PictureGallery } from '../components/picture-gallery';

/**
 * /hybrid/vendor/delivery/accept/:receive — "Delivery Acceptance". `receive` is the base64 sale-order id; an
 * undecodable value or a failed order load goes to /not/found (spec §2). Optional query: userName, email, phone
 * (sent with a complaint).
 */
export function DeliveryAcceptPage() {
  const { t } = useTranslation(VENDOR_NS);
  const { receive } = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const id = receiveOrderId(receive);
  const order = useQuery({ ...receiveOrderQuery(id ?? ''), enabled: id !== null });
  // A reload that fails after a request keeps the order on screen; only a failed first load leaves the page.
  const failed = id === null || (order.isError && !order.data);
  useEffect(() => {
    if (failed) navigate(paths.notFound(), { replace: true });
  }, [failed, navigate]);
  if (failed || !id || !order.data) return <Spinner />;

  const data = order.data;
  const orderName = data.name ?? data.id ?? id;
  const who: Complainant = {
    userName: search.get('userName'),
    email: search.get('email'),
    phone: search.get('phone'),
  };
  return (
    <article className="vendor-page">
      <header className="vendor-page__header">
        <h1 className="delivery-page__name">
          <span className="hearth-visually-hidden">{t('delivery.orderName')} </span>
          {orderName}
        </h1>
      </header>
      <DeliveryOrder order={data} />
      <PictureGallery kind="before" pictures={data.brfore_pictures} />
      <PictureGallery kind="after" pictures={data.after_pictures} />
      <DeliveryPanel saleOrderId={id} orderName={orderName} state={data.order_state} who={who} />
    </article>
  );
}
