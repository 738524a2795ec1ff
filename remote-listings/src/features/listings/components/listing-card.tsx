import './listing-card.css';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatMoney, safeHttpUrl } from '@hearth/shared';
import type { ListingSummary } from '@hearth/shared/contracts';
import { BathIcon, BedIcon } from '../../../components/room-icons';

/** The listing detail route of a listing. */
export function listingHref(identifier: string): string {
  return `/listing/${encodeURIComponent(identifier)}`;
}

/** Listing card: photo, SALE/LEASE, Featured and MLS tags, address, price, bedrooms (+plus) and washrooms. */
export function ListingCard({ listing }: { listing: ListingSummary }) {
  const { t } = useTranslation('listings');
  const picture = safeHttpUrl(listing.picture);
  const plus = listing.bedrooms_plus ?? 0;
  return (
    <article className="listing-card">
      <Link className="listing-card__link" to={listingHref(listing.identifier)}>
        <div className="listing-card__media">
          {picture ? (
            <img
              className="listing-card__image"
              src={picture}
              alt={t('card.photoOf', { address: listing.full_address })}
              loading="lazy"
            />
          ) : (
            <div className="listing-card__placeholder" role="img" aria-label={t('card.noPhoto')}>
              <BedIcon />
            </div>
          )}
          <ul className="listing-card__tags">
            <li className={`listing-card__tag listing-card__tag--${listing.listingType.toLowerCase()}`}>
              {t(`card.type.${listing.listingType}`)}
            </li>
            <li className="listing-card__tag listing-card__tag--featured">{t('card.featured')}</li>
            <li className="listing-card__tag listing-card__tag--mls">
              {t('card.mls', { mls: listing.mlsNumber })}
            </li>
          </ul>
        </div>
        <div className="listing-card__body">
          <p className="listing-card__price">{formatMoney(listing.price)}</p>
          <h2 className="listing-card__address">{listing.full_address}</h2>
          <ul className="listing-card__rooms">
            {listing.bedrooms > 0 && (
              <li className="listing-card__room listing-card__room--bed">
                <BedIcon />
                <span aria-hidden="true">{plus > 0 ? `${listing.bedrooms}+${plus}` : listing.bedrooms}</span>
                <span className="hearth-visually-hidden">
                  {plus > 0
                    ? t('card.bedroomsPlus', { value: listing.bedrooms, plus })
                    : t('card.bedrooms', { value: listing.bedrooms })}
                </span>
              </li>
            )}
            {listing.washrooms > 0 && (
              <li className="listing-card__room listing-card__room--bath">
                <BathIcon />
                <span aria-hidden="true">{listing.washrooms}</span>
                <span className="hearth-visually-hidden">
                  {t('card.washrooms', { value: listing.washrooms })}
                </span>
              </li>
            )}
          </ul>
        </div>
      </Link>
    </article>
  );
}
