import { useState } from 'react';
import { addTranslations } from '@hearth/shared';
import { defineWidget } from '@hearth/shared/remote';
import { FeaturedListingsWidget } from '../features/listings/widgets/featured-listings-widget';
import { prefetchAgentListings } from '../features/listings/prefetch-agent-listings';
import { cardTranslations } from '../i18n/card-translations';

/** The widget with its texts registered first (idempotent), so it renders wherever the host mounts it. */
function FeaturedListings() {
  useState(() => addTranslations(cardTranslations));
  return <FeaturedListingsWidget />;
}

/** What remote_listings exposes as `./featured-listings` (the widget contract, RemoteWidgetModule). */
export const featuredListings = defineWidget({
  name: 'remote_listings',
  widget: 'featured-listings',
  Widget: FeaturedListings,
  // The first page of the agent's listings leaves as soon as the host has this module and the site's owner.
  prefetch: ({ queryClient }) => prefetchAgentListings(queryClient, 1),
  translations: cardTranslations,
});
