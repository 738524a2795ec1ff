import type { ListingSummary } from '@hearth/shared/contracts/cmis';
import { FIRST_ROW_CARDS, ListingCard } from '../../../components/listing-card/listing-card';

/** Two-column card grid (one column under 768 px). */
export function ListingGrid({ listings }: { listings: readonly ListingSummary[] }) {
  return (
    <ul className="listing-grid listing-grid--two-columns">
      {listings.map((listing, index) => (
        <li key={listing.identifier}>
          <ListingCard listing={listing} first={index < FIRST_ROW_CARDS} />
        </li>
      ))}
    </ul>
  );
}

/** Placeholder cards while the first page loads. */
export function ListingGridSkeleton({ count }: { count: number }) {
  return (
    // aria-busy: the widget contract's loading mark (a primary slot counts as shown once nothing inside is busy).
    <ul
      className="listing-grid listing-grid--two-columns listing-grid--skeleton"
      aria-hidden="true"
      aria-busy="true"
    >
      {Array.from({ length: count }, (_, i) => (
        <li key={i}>
          <div className="listing-skeleton">
            <div className="listing-skeleton__media" />
            <div className="listing-skeleton__line" />
            <div className="listing-skeleton__line listing-skeleton__line--short" />
          </div>
        </li>
      ))}
    </ul>
  );
}
