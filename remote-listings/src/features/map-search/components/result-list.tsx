import { Link } from '@hearth/shared/router';
import { useTranslation } from '@hearth/shared/react-i18next';
import { listingsPages } from '../../../routes/pages';
import { formatMoney } from '@hearth/shared/format';
import type { MapResult } from '../api/map-result';

/** One result: first picture (or the placeholder), price, address, beds and baths; hover and focus sync the pin. */
export function ResultCard({
  result,
  hovered,
  onHover,
}: {
  result: MapResult;
  hovered: boolean;
  onHover: (id: string | null) => void;
}) {
  const { t } = useTranslation('listings');
  const address = [result.address, result.city].filter(Boolean).join(', ');
  return (
    <li
      className={`map-result${hovered ? ' map-result--hover' : ''}`}
      data-listing={result.id}
      onMouseEnter={() => onHover(result.id)}
      onMouseLeave={() => onHover(null)}
      onFocus={() => onHover(result.id)}
      onBlur={() => onHover(null)}
    >
      {result.pictures[0] ? (
        <img
          className="map-result__img"
          src={result.pictures[0]}
          alt=""
          loading="lazy"
          width={120}
          height={90}
        />
      ) : (
        <span className="map-result__img map-result__img--none">{t('map.noPicture')}</span>
      )}
      <div className="map-result__text">
        <Link to={listingsPages.href('listing-detail', { id: result.id })} className="map-result__price">
          {formatMoney(result.price)}
          <span className="hearth-visually-hidden">, {address}</span>
        </Link>
        <span>{address}</span>
        <span>
          {result.bedrooms !== null ? t('map.beds_count', { count: result.bedrooms }) : null}
          {result.washrooms !== null ? ` · ${t('map.baths_count', { count: result.washrooms })}` : null}
        </span>
      </div>
    </li>
  );
}
