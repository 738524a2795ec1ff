import { useTranslation } from '@hearth/shared/react-i18next';
import { formatMoney } from '@hearth/shared/format';
import type { DailyListing, DailyListingType } from '@hearth/shared/contracts/cmis';
import { REPORTS_NS } from '../../../i18n/translations';
import { bedroomsText, formatDay, openHouseBadge, soldBadge, splitAddress } from './card-rules';

export interface DailyCardProps {
  listing: DailyListing;
  type: DailyListingType;
  placeholder: string;
  eager: boolean;
}

function Badge({ listing, type }: { listing: DailyListing; type: DailyListingType }) {
  const { t, i18n } = useTranslation(REPORTS_NS);
  if (type === 'sold') {
    const badge = soldBadge(listing);
    const text =
      badge.kind === 'overAsking'
        ? t('daily.soldOverAsking')
        : badge.kind === 'inDays'
          ? t('daily.soldInDays', { days: badge.days })
          : t('daily.sold');
    return <p className="daily-card__badge daily-card__badge--sold">{text}</p>;
  }
  if (type !== 'openhouse') return null;
  const badge = openHouseBadge(listing.openhouse, (date) => formatDay(date, i18n.language));
  if (!badge) return null;
  const when =
    badge.kind === 'text' ? badge.text : `${badge.kind === 'one' ? badge.day : badge.days} ${badge.times}`;
  return <p className="daily-card__badge daily-card__badge--open">{t('daily.openHouse', { when })}</p>;
}

/** One daily-report card: picture, price or badge, street, city, bedrooms (+plus), washrooms, MLS number. */
export function DailyCard({ listing, type, placeholder, eager }: DailyCardProps) {
  const { t } = useTranslation(REPORTS_NS);
  const { street, city } = splitAddress(listing.fullAddress);
  const beds = bedroomsText(listing.bedrooms, listing.bedroomsPlus);
  const baths = listing.washroomInfo?.trim() ?? '';
  const src = listing.imageUrl ?? listing.image ?? placeholder;
  return (
    <li className="daily-card">
      <img
        className="daily-card__img"
        data-flyer-image={listing.mlsNumber}
        src={src}
        crossOrigin="anonymous"
        width={360}
        height={280}
        loading={eager ? 'eager' : 'lazy'}
        alt={t('daily.cardImageAlt', { address: street || listing.mlsNumber })}
        onError={(event) => {
          const img = event.currentTarget;
          if (img.getAttribute('src') !== placeholder) img.src = placeholder;
        }}
      />
      <div className="daily-card__body">
        <Badge listing={listing} type={type} />
        {type !== 'sold' && listing.price !== null && (
          <p className="daily-card__price">{formatMoney(listing.price)}</p>
        )}
        {street && <p className="daily-card__street">{street}</p>}
        {city && <p className="daily-card__city">{city}</p>}
        {(beds || baths) && (
          <p className="daily-card__facts">
            {beds && <span>{t('daily.beds', { beds })}</span>}
            {baths && <span>{t('daily.baths', { baths })}</span>}
          </p>
        )}
        <p className="daily-card__mls">{t('daily.mls', { mls: listing.mlsNumber })}</p>
      </div>
    </li>
  );
}
