// `@hearth/shared/map`: the leaflet map. An ordinary entry; import it lazily (`import('@hearth/shared/map')`) so
// leaflet is a chunk of its own that only pages showing a map download.
export { LeafletMap, type LeafletMapProps } from '../map/leaflet-map';
export { ClusterMap, type ClusterMapProps, type MapMarker, type MapView } from '../map/cluster-map';
