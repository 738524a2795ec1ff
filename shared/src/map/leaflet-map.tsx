// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- ambient types of leaflet for every program that imports this file
/// <reference path="./leaflet.d.ts" />
import 'leaflet/dist/leaflet.css';
import { useEffect, useRef } from 'react';
import { circleMarker, map as leafletMap, tileLayer } from 'leaflet';
import { useRuntimeConfig } from '@hearth/shared';

export interface LeafletMapProps {
  lat: number;
  lng: number;
  /** Accessible name of the map region. */
  label: string;
  zoom?: number;
  className?: string;
}

/**
 * A leaflet map (tiles from the configured `mapTileUrl`) centred on one marked point. Import this entry lazily
 * (`import('@hearth/shared/map')`): leaflet then arrives in its own chunk, only when a map shows.
 */
export function LeafletMap({
  lat,
  lng,
  label,
  zoom = 15,
  className = 'leaflet-map__canvas',
}: LeafletMapProps) {
  const { mapTileUrl } = useRuntimeConfig();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const map = leafletMap(element, { center: [lat, lng], zoom, scrollWheelZoom: false });
    tileLayer(mapTileUrl, { attribution: '© OpenStreetMap', maxZoom: 19 }).addTo(map);
    circleMarker([lat, lng], { radius: 10, color: '#9b0c23', fillOpacity: 0.7 }).addTo(map);
    return () => map.remove();
  }, [lat, lng, zoom, mapTileUrl]);
  return <div ref={ref} className={className} role="region" aria-label={label} />;
}
