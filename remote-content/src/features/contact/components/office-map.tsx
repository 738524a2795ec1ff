import { lazy, Suspense, useRef } from 'react';
import { useTranslation } from '@hearth/shared/react-i18next';
import { Spinner, useNearViewport } from '@hearth/shared/ui';
import { OFFICE } from './contact-details';

// leaflet arrives in its own chunk, with this page only.
const LeafletMap = lazy(async () => {
  const { LeafletMap: Component } = await import(/* webpackChunkName: "leaflet-map" */ '@hearth/shared/map');
  return { default: Component };
});

/**
 * The office on a leaflet map (spec §9: lat 43.81445, lng -79.3504678, zoom 17). It comes after the form, below a
 * phone's first screen, and leaflet needs a window: the server sends the loading state in the map's box, and the
 * browser loads leaflet and the tiles as the box nears the viewport, not while the page loads.
 */
export function OfficeMap() {
  const { t } = useTranslation('content');
  const box = useRef<HTMLDivElement>(null);
  const near = useNearViewport(box, true);
  const loading = <Spinner label={t('contact.mapLoading')} />;
  return (
    <div ref={box} className="contact-page__map-box">
      {near ? (
        <Suspense fallback={loading}>
          <LeafletMap
            lat={OFFICE.lat}
            lng={OFFICE.lng}
            zoom={OFFICE.zoom}
            label={t('contact.mapLabel')}
            className="contact-page__map"
          />
        </Suspense>
      ) : (
        loading
      )}
    </div>
  );
}
