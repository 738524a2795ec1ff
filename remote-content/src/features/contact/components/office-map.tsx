import { lazy, Suspense } from 'react';
import { useTranslation } from '@hearth/shared/react-i18next';
import { ClientOnly, Spinner } from '@hearth/shared/ui';
import { OFFICE } from './contact-details';

// leaflet arrives in its own chunk, with this page only.
const LeafletMap = lazy(async () => {
  const { LeafletMap: Component } = await import(/* webpackChunkName: "leaflet-map" */ '@hearth/shared/map');
  return { default: Component };
});

/** The office on a leaflet map (spec §9: lat 43.81445, lng -79.3504678, zoom 17). */
export function OfficeMap() {
  const { t } = useTranslation('content');
  const loading = <Spinner label={t('contact.mapLoading')} />;
  // leaflet needs a window: the server sends the loading state, and the browser loads the map once hydrated.
  return (
    <ClientOnly fallback={loading}>
      <Suspense fallback={loading}>
        <LeafletMap
          lat={OFFICE.lat}
          lng={OFFICE.lng}
          zoom={OFFICE.zoom}
          label={t('contact.mapLabel')}
          className="contact-page__map"
        />
      </Suspense>
    </ClientOnly>
  );
}
