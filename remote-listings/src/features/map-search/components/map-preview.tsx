import './map-preview.css';
import { useIsMobile, useRuntimeConfig } from '@hearth/shared';
import { Spinner } from '@hearth/shared/ui';

const TILE = 256;

/** The tiles a map at `zoom` centred on `lat`/`lng` draws within `reachX`/`reachY` px of its centre. */
export function previewTiles(
  view: { lat: number; lng: number; zoom: number },
  reach: { x: number; y: number },
): { x: number; y: number; left: number; top: number }[] {
  const n = 2 ** view.zoom;
  // Web Mercator, as leaflet projects: the centre in world pixels at this zoom.
  const cx = ((view.lng + 180) / 360) * TILE * n;
  const sin = Math.sin((view.lat * Math.PI) / 180);
  const cy = (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * TILE * n;
  const tiles = [];
  for (let ty = Math.floor((cy - reach.y) / TILE); ty <= Math.floor((cy + reach.y) / TILE); ty++) {
    if (ty < 0 || ty >= n) continue;
    for (let tx = Math.floor((cx - reach.x) / TILE); tx <= Math.floor((cx + reach.x) / TILE); tx++)
      tiles.push({
        x: ((tx % n) + n) % n,
        y: ty,
        left: Math.round(tx * TILE - cx),
        top: Math.round(ty * TILE - cy),
      });
  }
  return tiles;
}

/** A tile's address from a leaflet URL template ({s} the first subdomain, {r} none). */
export function tileUrl(template: string, z: number, x: number, y: number): string {
  return template
    .replace('{s}', 'a')
    .replace('{r}', '')
    .replace('{z}', String(z))
    .replace('{x}', String(x))
    .replace('{y}', String(y));
}

/**
 * The map while leaflet loads: the same tiles at the same scale, centred as leaflet centres them, drawn by the
 * browser from the HTML (the server renders it: a phone's first screen is the map, ADR 0038). An SVG, whose
 * positions are attributes, which the CSP allows. The pictures are decorative; the loading state is announced.
 * Leaflet then draws the same tiles in the same box.
 */
export function MapPreview({ lat, lng, zoom }: { lat: number; lng: number; zoom: number }) {
  const { mapTileUrl } = useRuntimeConfig();
  const mobile = useIsMobile();
  const tiles = previewTiles({ lat, lng, zoom }, { x: mobile ? 256 : 640, y: 448 });
  return (
    <>
      <svg className="map-preview" aria-hidden="true" focusable="false" width="100%" height="100%">
        <svg x="50%" y="50%" overflow="visible">
          {tiles.map((tile) => (
            <image
              key={`${tile.left},${tile.top}`}
              href={tileUrl(mapTileUrl, zoom, tile.x, tile.y)}
              x={tile.left}
              y={tile.top}
              width={TILE}
              height={TILE}
            />
          ))}
        </svg>
      </svg>
      <div className="map-preview__status">
        <Spinner />
      </div>
    </>
  );
}
