import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '@hearth/shared/react-i18next';
import { safeHttpUrl } from '@hearth/shared/security';
import { Spinner } from '@hearth/shared/ui';

// leaflet arrives in its own chunk, only when the map shows.
const LeafletMap = lazy(async () => {
  const { LeafletMap: Component } = await import(/* webpackChunkName: "leaflet-map" */ '@hearth/shared/map');
  return { default: Component };
});

/** The external street-view panorama at the coordinates (http(s) guarded). */
export function streetViewUrl(lat: number, lng: number): string | null {
  return safeHttpUrl(
    `https://www.google.com/maps/@?api=1&map_action=pano&viewpoint=${encodeURIComponent(`${lat},${lng}`)}`,
  );
}

/**
 * Map (default) or street view, toggled. Rendered only when both coordinates exist. The map (leaflet, its chunk and
 * its tiles) starts once `start` is true: the page holds it until the first photo, what the visitor looks at first,
 * is in. Its box keeps the map's height meanwhile.
 */
export function ListingLocation({
  lat,
  lng,
  address,
  start = true,
}: {
  lat: number;
  lng: number;
  address: string;
  start?: boolean;
}) {
  const { t } = useTranslation('listings');
  const [view, setView] = useState<'map' | 'street'>('map');
  const street = streetViewUrl(lat, lng);
  return (
    <section className="listing-section listing-location" aria-labelledby="listing-location-heading">
      <h2 id="listing-location-heading">{t('detail.map.heading')}</h2>
      <div className="listing-toggle" role="group" aria-label={t('detail.map.view')}>
        <button type="button" aria-pressed={view === 'map'} onClick={() => setView('map')}>
          {t('detail.map.map')}
        </button>
        <button type="button" aria-pressed={view === 'street'} onClick={() => setView('street')}>
          {t('detail.map.streetView')}
        </button>
      </div>
      {view === 'map' ? (
        <div className="listing-location__map">
          {start ? (
            <Suspense fallback={<Spinner label={t('detail.map.loading')} />}>
              <LeafletMap lat={lat} lng={lng} label={t('detail.map.label', { address })} />
            </Suspense>
          ) : (
            <Spinner label={t('detail.map.loading')} />
          )}
        </div>
      ) : (
        <div className="listing-location__street">
          <p>{t('detail.map.streetViewNote')}</p>
          {street && (
            <a className="hearth-button" href={street} target="_blank" rel="noopener noreferrer">
              {t('detail.map.openStreetView')}
            </a>
          )}
        </div>
      )}
    </section>
  );
}
