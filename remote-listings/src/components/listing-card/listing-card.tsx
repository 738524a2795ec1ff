import './listing-card.css';
import { listingsPages } from '../../routes/pages';
import { useTranslation } from '@hearth/shared/react-i18next';
import { Link } from '@hearth/shared/router';
import { formatMoney, orNA } from '@hearth/shared/format';
import { safeHttpUrl } from '@hearth/shared/security';
import type { ListingSummary } from '@hearth/shared/contracts/cmis';
import { BathIcon, BedIcon, GarageIcon } from '../room-icons';

/** Cards in the first row of a two-column grid: their photos are above the fold (`first`). */
export const FIRST_ROW_CARDS = 2;

/**
 * Listing card (shared by /listings and /hybrid/share/list): photo, SALE/LEASE, Featured and MLS tags, address, price,
 * bedrooms (+plus), washrooms and garages, each icon only above 0. Only the
 * identifier is guaranteed (tolerant contract): no picture → placeholder, no type / MLS → no tag, no price or
 * address → N/A, no room counts → no icon. `first`: a card of the first row (its photo is not lazy).
 */
export function ListingCard({ listing, first = false }: { listing: ListingSummary; first?: boolean }) {
  const { t } = useTranslation('listings');
  const { t: tc } = useTranslation('common');
  const picture = safeHttpUrl(listing.picture);
  const plus = listing.bedrooms_plus ?? 0;
  const bedrooms = listing.bedrooms ?? 0;
  const washrooms = listing.washrooms ?? 0;
  const garages = listing.garages ?? 0;
  const address = orNA(listing.full_address, tc('notAvailable'));
  return (
    <article className="listing-card">
      <Link
        className="listing-card__link"
        to={listingsPages.href('listing-detail', { id: listing.identifier })}
      >
        <div className="listing-card__media">
          {picture ? (
            <img
              className="listing-card__image"
              src={picture}
              alt={t('card.photoOf', { address })}
              // The first row's photos are the first screen's largest paint: fetched at once, ahead of the rest.
              loading={first ? 'eager' : 'lazy'}
              fetchPriority={first ? 'high' : 'auto'}
            />
          ) : (
            <div className="listing-card__placeholder" role="img" aria-label={t('card.noPhoto')}>
              <BedIcon />
            </div>
          )}
          <ul className="listing-card__tags">
            {listing.listingType && (
              <li className={`listing-card__tag listing-card__tag--${listing.listingType.toLowerCase()}`}>
                {t(`card.type.${listing.listingType}`)}
              </li>
            )}
            <li className="listing-card__tag listing-card__tag--featured">{t('card.featured')}</li>
            {listing.mlsNumber && (
              <li className="listing-card__tag listing-card__tag--mls">
                {t('card.mls', { mls: listing.mlsNumber })}
              </li>
            )}
          </ul>
        </div>
        <div className="listing-card__body">
          <p className="listing-card__price">
            {listing.price === null ? tc('notAvailable') : formatMoney(listing.price)}
          </p>
          <h2 className="listing-card__address">{address}</h2>
          <ul className="listing-card__rooms">
            {bedrooms > 0 && (
              <li className="listing-card__room listing-card__room--bed">
                <BedIcon />
                <span aria-hidden="true">{plus > 0 ? `${bedrooms}+${plus}` : bedrooms}</span>
                <span className="hearth-visually-hidden">
                  {plus > 0
                    ? t('card.bedroomsPlus', { value: bedrooms, plus })
                    : t('card.bedrooms', { value: bedrooms })}
                </span>
              </li>
            )}
            {washrooms > 0 && (
              <li className="listing-card__room listing-card__room--bath">
                <BathIcon />
                <span aria-hidden="true">{washrooms}</span>
                <span className="hearth-visually-hidden">{t('card.washrooms', { value: washrooms })}</span>
              </li>
            )}
            {garages > 0 && (
              <li className="listing-card__room listing-card__room--garage">
                <GarageIcon />
                <span aria-hidden="true">{garages}</span>
                <span className="hearth-visually-hidden">{t('card.garages', { value: garages })}</span>
              </li>
            )}
          </ul>
        </div>
      </Link>
    </article>
  );
}
