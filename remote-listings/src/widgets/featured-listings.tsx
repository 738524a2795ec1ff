import { useState } from 'react';
import { addTranslations } from '@hearth/shared';
import { defineWidget } from '@hearth/shared/remote';
import { FeaturedListingsWidget } from '../features/listings/widgets/featured-listings-widget';
import { translations } from '../i18n/translations';

/** The widget with its texts registered first (idempotent), so it renders wherever the host mounts it. */
function FeaturedListings() {
  useState(() => addTranslations(translations));
  return <FeaturedListingsWidget />;
}

/** What remote_listings exposes as `./featured-listings` (the widget contract, RemoteWidgetModule). */
export const featuredListings = defineWidget({
  name: 'remote_listings',
  widget: 'featured-listings',
  Widget: FeaturedListings,
  translations,
});
