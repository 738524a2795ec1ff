import { useTranslation } from '@hearth/shared/react-i18next';
import { formatMoney, orNA } from '@hearth/shared/format';
import type { ListingDetail } from '@hearth/shared/contracts/cmis';
import { BathIcon, BedIcon, GarageIcon } from '../../../components/room-icons';
import { positive, soldTrend, virtualTourUrl } from './detail-rules';

const ARROWS = { up: '↑', down: '↓' } as const;

/** Price (sold: list price struck through, sold price with an arrow), tags, room icons and the virtual tour link. */
export function ListingSummary({ detail }: { detail: ListingDetail }) {
  const { t } = useTranslation('listings');
  const { t: tc } = useTranslation('common');
  const na = tc('notAvailable');
  const trend = soldTrend(detail.price, detail.soldPrice);
  const tour = virtualTourUrl(detail.virtualTour);
  const price = detail.price === null ? na : formatMoney(detail.price);
  const plus = detail.bedroomsPlus ?? 0;
  return (
    <section className="listing-summary" aria-label={t('detail.summary.label')}>
      <ul className="listing-summary__tags">
        {detail.listingType && (
          <li className="listing-summary__tag">{t(`card.type.${detail.listingType}`)}</li>
        )}
        {orNA(detail.mlsNumber, '') && (
          <li className="listing-summary__tag">{t('card.mls', { mls: String(detail.mlsNumber) })}</li>
        )}
      </ul>
      {trend && detail.soldPrice !== null ? (
        <p className="listing-summary__price listing-summary__price--sold">
          <span className="hearth-visually-hidden">{t('detail.summary.listPrice')}</span>
          <s className="listing-summary__list-price">{price}</s>{' '}
          <span className="hearth-visually-hidden">{t('detail.summary.soldPrice')}</span>
          <strong className="listing-summary__sold-price">{formatMoney(detail.soldPrice)}</strong>
          {trend !== 'equal' && (
            <span className={`listing-summary__arrow listing-summary__arrow--${trend}`} aria-hidden="true">
              {ARROWS[trend]}
            </span>
          )}
          <span className="hearth-visually-hidden">{t(`detail.summary.sold.${trend}`)}</span>
        </p>
      ) : (
        <p className="listing-summary__price">{price}</p>
      )}
      <ul className="listing-summary__rooms">
        {positive(detail.bedrooms) && (
          <li>
            <BedIcon />
            <span>
              {plus > 0
                ? t('card.bedroomsPlus', { value: detail.bedrooms, plus })
                : t('card.bedrooms', { value: detail.bedrooms })}
            </span>
          </li>
        )}
        {positive(detail.washrooms) && (
          <li>
            <BathIcon />
            <span>{t('card.washrooms', { value: detail.washrooms })}</span>
          </li>
        )}
        {positive(detail.garages) && (
          <li>
            <GarageIcon />
            <span>{t('detail.summary.garages', { value: detail.garages })}</span>
          </li>
        )}
      </ul>
      {tour && (
        <a className="listing-summary__tour" href={tour} target="_blank" rel="noopener noreferrer">
          {t('detail.summary.virtualTour')}
        </a>
      )}
    </section>
  );
}
