import { Link } from '@hearth/shared/router';
import { useTranslation } from '@hearth/shared/react-i18next';
import { formatMoney } from '@hearth/shared/format';
import { listingsPages } from '../../../routes/pages';
import type { MapResult } from '../api/map-result';

/** The card of a tapped pin, at the bottom of the map: picture, price, address and the link to the listing. */
export function PinCard({ result, onClose }: { result: MapResult; onClose: () => void }) {
  const { t } = useTranslation('listings');
  return (
    <div className="map-search__card" role="group" aria-label={t('map.card')}>
      {result.pictures[0] ? <img src={result.pictures[0]} alt="" width={96} height={72} /> : null}
      <div>
        <strong>{formatMoney(result.price)}</strong>
        <span>{[result.address, result.city].filter(Boolean).join(', ')}</span>
        <Link className="map-search__card-link" to={listingsPages.href('listing-detail', { id: result.id })}>
          {t('map.open')}
        </Link>
      </div>
      <button type="button" aria-label={t('map.closeCard')} onClick={onClose}>
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
