// The part of leaflet's API the map uses (the package ships no types and @types/leaflet is not installed).
declare module 'leaflet' {
  export interface LeafletLayer {
    addTo(map: LeafletMapInstance): this;
  }
  export interface LeafletMapInstance {
    remove(): void;
  }
  export function map(
    element: HTMLElement,
    options: { center: [number, number]; zoom: number; scrollWheelZoom?: boolean },
  ): LeafletMapInstance;
  export function tileLayer(url: string, options?: { attribution?: string; maxZoom?: number }): LeafletLayer;
  export function circleMarker(
    at: [number, number],
    options?: { radius?: number; color?: string; fillOpacity?: number },
  ): LeafletLayer;
}
