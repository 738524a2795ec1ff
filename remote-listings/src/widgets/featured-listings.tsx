import { useState, type ComponentType } from 'react';
import { addTranslations, CONTRACT_MAJOR, type RemoteName, type RemoteTranslations } from '@hearth/shared';
import { FeaturedListingsWidget } from '../features/listings/widgets/featured-listings-widget';
import { translations } from '../i18n/translations';

/** The typed module a home widget expose provides (`./featured-listings`). */
export interface HomeWidgetModule {
  contractMajor: number;
  name: RemoteName;
  /** Renders inside the host's providers (router, query client, i18n); isolates its own failures. */
  Widget: ComponentType;
  translations: RemoteTranslations;
}

/** The widget with its texts registered first (idempotent), so it renders wherever the host mounts it. */
function FeaturedListings() {
  useState(() => addTranslations(translations));
  return <FeaturedListingsWidget />;
}

/** What remote_listings exposes as `./featured-listings`. */
export const featuredListings: HomeWidgetModule = {
  contractMajor: CONTRACT_MAJOR,
  name: 'remote_listings',
  Widget: FeaturedListings,
  translations,
};
