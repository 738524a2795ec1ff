// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- ambient types of leaflet for every program that imports this file
/// <reference path="./leaflet.d.ts" />
import 'leaflet/dist/leaflet.css';
import './cluster-map.css';
import { useEffect, useRef } from 'react';
import { divIcon, layerGroup, map as leafletMap, marker, tileLayer } from 'leaflet';
import type { LeafletLayerGroup, LeafletMapInstance } from 'leaflet';
import { useRuntimeConfig } from '@hearth/shared';

/** One pin: a listing (its price) or a cluster of listings (its count). */
export interface MapMarker {
  id: string;
  lat: number;
  lng: number;
  /** The text on the pin. */
  text: string;
  /** Its accessible name (keyboard users reach every pin; Enter opens it). */
  title: string;
  cluster?: boolean;
  highlighted?: boolean;
}

/** Where the map looks: centre, zoom and bounds [west, south, east, north]. */
export interface MapView {
  lat: number;
  lng: number;
  zoom: number;
  bounds: [number, number, number, number];
}

export interface ClusterMapProps {
  lat: number;
  lng: number;
  zoom: number;
  markers: readonly MapMarker[];
  label: string;
  /** After every pan or zoom (and once at start). */
  onMove: (view: MapView) => void;
  onMarkerClick: (marker: MapMarker) => void;
  onMarkerHover: (id: string | null) => void;
}

function viewOf(map: LeafletMapInstance): MapView {
  const c = map.getCenter();
  const b = map.getBounds();
  return {
    lat: c.lat,
    lng: c.lng,
    zoom: map.getZoom(),
    bounds: [b.getWest(), b.getSouth(), b.getEast(), b.getNorth()],
  };
}

/**
 * A leaflet map (configured tiles) of pins that the caller computes (clusters or listings). Import it lazily with
 * `@hearth/shared/map`. Pins are keyboard reachable (leaflet's marker keyboard support) and carry a title.
 */
export function ClusterMap({
  lat,
  lng,
  zoom,
  markers,
  label,
  onMove,
  onMarkerClick,
  onMarkerHover,
}: ClusterMapProps) {
  const { mapTileUrl } = useRuntimeConfig();
  const ref = useRef<HTMLDivElement>(null);
  const mapRef = useRef<LeafletMapInstance | null>(null);
  const layerRef = useRef<LeafletLayerGroup | null>(null);
  const handlers = useRef({ onMove, onMarkerClick, onMarkerHover });
  handlers.current = { onMove, onMarkerClick, onMarkerHover };

  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const map = leafletMap(element, { center: [lat, lng], zoom, minZoom: 3, maxZoom: 18 });
    tileLayer(mapTileUrl, { attribution: '© OpenStreetMap', maxZoom: 19 }).addTo(map);
    layerRef.current = layerGroup().addTo(map);
    mapRef.current = map;
    const moved = () => handlers.current.onMove(viewOf(map));
    map.on('moveend', moved);
    moved();
    return () => {
      map.remove();
      mapRef.current = null;
    };
    // The map is created once; later centre/zoom changes go through setView below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [mapTileUrl]);

  useEffect(() => {
    const map = mapRef.current;
    if (!map) return;
    const c = map.getCenter();
    if (Math.abs(c.lat - lat) > 1e-6 || Math.abs(c.lng - lng) > 1e-6 || map.getZoom() !== zoom)
      map.setView([lat, lng], zoom, { animate: false });
  }, [lat, lng, zoom]);

  useEffect(() => {
    const layer = layerRef.current;
    if (!layer) return;
    layer.clearLayers();
    for (const m of markers) {
      const html = document.createElement('span');
      html.textContent = m.text;
      const className = `map-pin${m.cluster ? ' map-pin--cluster' : ''}${m.highlighted ? ' map-pin--hover' : ''}`;
      marker([m.lat, m.lng], {
        icon: divIcon({ html, className, iconSize: null }),
        title: m.title,
        alt: m.title,
        keyboard: true,
        riseOnHover: true,
      })
        .on('click', () => handlers.current.onMarkerClick(m))
        .on('mouseover', () => handlers.current.onMarkerHover(m.cluster ? null : m.id))
        .on('mouseout', () => handlers.current.onMarkerHover(null))
        .addTo(layer);
    }
  }, [markers]);

  return <div ref={ref} className="cluster-map" role="region" aria-label={label} />;
}
