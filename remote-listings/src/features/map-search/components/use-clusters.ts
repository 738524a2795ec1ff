import { useMemo } from 'react';
import Supercluster from 'supercluster';
import { formatMoney } from '@hearth/shared/format';
import type { MapMarker, MapView } from '@hearth/shared/map';
import type { MapResult } from '../api/map-result';

interface PinProps {
  id: string;
}

/** A short price for a pin: $1.2M, $850K, $2,400. */
export function pinPrice(price: number): string {
  if (price >= 1_000_000) return `$${(price / 1_000_000).toFixed(price >= 10_000_000 ? 0 : 1)}M`;
  if (price >= 10_000) return `$${Math.round(price / 1000)}K`;
  return formatMoney(price);
}

/**
 * The pins of the visible map: supercluster groups the results (radius 60 px) at the map's zoom; a cluster shows
 * its count, a listing its price. `expansionZoom(id)` is the zoom at which a cluster splits.
 */
export function useClusters(
  results: readonly MapResult[],
  view: MapView | null,
  hovered: string | null,
  title: { listing: (r: MapResult) => string; cluster: (count: number) => string },
) {
  const index = useMemo(() => {
    const sc = new Supercluster<PinProps>({ radius: 60, maxZoom: 17 });
    sc.load(
      results.map((r) => ({
        type: 'Feature' as const,
        properties: { id: r.id },
        geometry: { type: 'Point' as const, coordinates: [r.lng, r.lat] },
      })),
    );
    return sc;
  }, [results]);
  const byId = useMemo(() => new Map(results.map((r) => [r.id, r])), [results]);
  const markers = useMemo<MapMarker[]>(() => {
    if (!view) return [];
    return index.getClusters(view.bounds, Math.round(view.zoom)).map((f) => {
      const [lng, lat] = f.geometry.coordinates as [number, number];
      const props = f.properties as Partial<Supercluster.ClusterProperties> & Partial<PinProps>;
      if (props.cluster) {
        const count = props.point_count ?? 0;
        return {
          id: `cluster-${props.cluster_id}`,
          lat,
          lng,
          text: String(count),
          title: title.cluster(count),
          cluster: true,
        };
      }
      const r = byId.get(props.id ?? '')!;
      return {
        id: r.id,
        lat,
        lng,
        text: pinPrice(r.price),
        title: title.listing(r),
        highlighted: r.id === hovered,
      };
    });
  }, [index, byId, view, hovered, title]);
  const expansionZoom = (markerId: string) =>
    index.getClusterExpansionZoom(Number(markerId.replace('cluster-', '')));
  return { markers, expansionZoom };
}
