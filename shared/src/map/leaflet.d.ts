// The part of leaflet's API the maps use (the package ships no types and @types/leaflet is not installed).
declare module 'leaflet' {
  export interface LeafletLatLng {
    lat: number;
    lng: number;
  }
  export interface LeafletBounds {
    getWest(): number;
    getSouth(): number;
    getEast(): number;
    getNorth(): number;
  }
  export interface LeafletEvented {
    on(event: string, handler: (event?: unknown) => void): this;
    off(event: string, handler?: (event?: unknown) => void): this;
  }
  export interface LeafletLayer extends LeafletEvented {
    addTo(map: LeafletMapInstance | LeafletLayerGroup): this;
  }
  export interface LeafletLayerGroup extends LeafletLayer {
    clearLayers(): this;
  }
  export interface LeafletMarker extends LeafletLayer {
    getElement(): HTMLElement | undefined;
  }
  export interface LeafletMapInstance extends LeafletEvented {
    remove(): void;
    getCenter(): LeafletLatLng;
    getZoom(): number;
    getBounds(): LeafletBounds;
    setView(center: [number, number], zoom: number, options?: { animate?: boolean }): this;
    invalidateSize(): this;
  }
  export interface LeafletIcon {
    readonly options: unknown;
  }
  export function map(
    element: HTMLElement,
    options: {
      center: [number, number];
      zoom: number;
      scrollWheelZoom?: boolean;
      minZoom?: number;
      maxZoom?: number;
    },
  ): LeafletMapInstance;
  export function tileLayer(url: string, options?: { attribution?: string; maxZoom?: number }): LeafletLayer;
  export function circleMarker(
    at: [number, number],
    options?: { radius?: number; color?: string; fillOpacity?: number },
  ): LeafletLayer;
  export function layerGroup(): LeafletLayerGroup;
  export function divIcon(options: {
    html: HTMLElement | string;
    className?: string;
    iconSize?: [number, number] | null;
  }): LeafletIcon;
  export function marker(
    at: [number, number],
    options?: { icon?: LeafletIcon; title?: string; alt?: string; keyboard?: boolean; riseOnHover?: boolean },
  ): LeafletMarker;
}
