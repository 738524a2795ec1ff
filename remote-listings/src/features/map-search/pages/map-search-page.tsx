import './map-search-page.css';
import { lazy, startTransition, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from '@hearth/shared/router';
import { useTranslation } from '@hearth/shared/react-i18next';
import { useIsMobile } from '@hearth/shared';
import { formatMoney } from '@hearth/shared/format';
import { ClientOnly } from '@hearth/shared/ui';
import type { MapMarker, MapView } from '@hearth/shared/map';
import { mapSearchQuery } from '../api/query-hou-condition';
import { mlsSearchQuery } from '../api/select-by';
import type { MapResult } from '../api/map-result';
import { activeFilterCount, areaSearch } from '../api/map-area';
import {
  parseSearch,
  radiusForZoom,
  serialiseSearch,
  toHouCondition,
  type SearchState,
} from '../api/search-state';
import { FilterSheet } from '../components/filter-sheet';
import { MapFilters } from '../components/map-filters';
import { MapPreview } from '../components/map-preview';
import { PinCard } from '../components/pin-card';
import { ResultsBar } from '../components/results-bar';
import { ResultsPanel } from '../components/results-panel';
import { SearchHeader } from '../components/search-header';
import { useClusters } from '../components/use-clusters';

// leaflet (and the map) load only on this page, in their own chunk.
const ClusterMap = lazy(async () => ({ default: (await import('@hearth/shared/map')).ClusterMap }));

/** Spec §9: a search starts 800 ms after the last pan or zoom. */
export const TRIGGER_WAIT_MS = 800;

/** The search of the URL: the area query or the MLS query, with the page's results. */
function useResults(state: SearchState) {
  const area = useQuery({
    ...mapSearchQuery(toHouCondition(state, radiusForZoom(state.lat, state.zoom)), state.page),
    enabled: !state.mls,
  });
  const mls = useQuery({ ...mlsSearchQuery(state.mls ?? ''), enabled: !!state.mls });
  const query = state.mls ? mls : area;
  const results: MapResult[] = state.mls ? (mls.data ?? []) : (area.data?.listings ?? []);
  const total = state.mls ? results.length : (area.data?.total ?? 0);
  const totalPage = state.mls ? 1 : (area.data?.totalPage ?? 0);
  return { query, results, total, totalPage };
}

/** Whether the map looks somewhere else than the search of the URL (a pan or zoom not searched yet). */
const movedFrom = (view: MapView | null, s: SearchState) =>
  !!view && (Math.abs(view.lat - s.lat) > 1e-4 || Math.abs(view.lng - s.lng) > 1e-4 || view.zoom !== s.zoom);

/**
 * /map: map search (issues 11 and 31). The search is the URL (shareable; back/forward; malformed values →
 * defaults); the map searches the visible region 800 ms after it moves (spec §9), or at once with "Search this
 * area"; clusters split on zoom; hovering a result highlights its pin and the reverse; a pin opens a card; a failed
 * query shows Retry in the list while the map stays usable. Desktop: the filter bar, the map and the list side by
 * side. Phone: the header in one row, a bar (count, Filters, List / Map), the map or the list filling the screen,
 * the filters in a sheet.
 */
export function MapSearchPage() {
  const { t } = useTranslation('listings');
  const phone = useIsMobile();
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => parseSearch(params), [params]);
  const [view, setView] = useState<MapView | null>(null);
  const [hovered, setHovered] = useState<string | null>(null);
  const [selected, setSelected] = useState<MapResult | null>(null);
  const [sheet, setSheet] = useState(false);
  const { query, results, total, totalPage } = useResults(state);
  const stateRef = useRef(state);
  stateRef.current = state;

  // The search replaces the query string; the page's language (`ltype`) stays, so a shared link keeps it.
  const update = useCallback(
    (next: SearchState, replace = false) =>
      setParams(
        (current) => {
          const out = serialiseSearch(next);
          const ltype = current.get('ltype');
          if (ltype !== null) out.set('ltype', ltype);
          return out;
        },
        { replace },
      ),
    [setParams],
  );
  const patch = (p: Partial<SearchState>) => update({ ...state, ...p, page: 1 });

  // Search as the map moves: 800 ms after the last pan or zoom, the visible region becomes the search.
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const onMove = useCallback(
    (next: MapView) => {
      // The pins follow in a transition: the pan's frame paints first (interaction latency, issue 11).
      startTransition(() => setView(next));
      clearTimeout(timer.current);
      const s = stateRef.current;
      if (!movedFrom(next, s) || s.mls) return;
      timer.current = setTimeout(() => update(areaSearch(stateRef.current, next), true), TRIGGER_WAIT_MS);
    },
    [update],
  );
  const searchArea = () => {
    clearTimeout(timer.current);
    if (view) update(areaSearch(state, view));
  };

  const titles = useMemo(
    () => ({
      listing: (r: MapResult) => t('map.pin', { price: formatMoney(r.price), address: r.address ?? '' }),
      cluster: (count: number) => t('map.cluster', { count }),
    }),
    [t],
  );
  const { markers, expansionZoom } = useClusters(results, view, hovered, titles);
  const onMarkerClick = (m: MapMarker) => {
    if (m.cluster)
      update({ ...state, lat: m.lat, lng: m.lng, zoom: Math.min(18, expansionZoom(m.id)), r: null });
    else setSelected(results.find((r) => r.id === m.id) ?? null);
  };

  const heading =
    (state.mls ? t('map.mlsResults', { mls: state.mls }) : t('map.results')) +
    (query.data ? ` · ${t('map.total', { count: total })}` : '');
  const showMap = !phone || state.view === 'map';
  const showList = !phone || state.view === 'list';
  const mapLoading = <MapPreview lat={state.lat} lng={state.lng} zoom={state.zoom} />;
  return (
    <div className={`map-search${phone ? ` map-search--phone map-search--${state.view}` : ''}`}>
      <SearchHeader key={state.q} initialText={state.q} />
      {phone ? (
        <ResultsBar
          heading={heading}
          filterCount={activeFilterCount(state)}
          view={state.view}
          onFilters={() => setSheet(true)}
          onView={(next) => {
            setView(null); // the map about to show reports its own view
            update({ ...state, view: next });
          }}
        />
      ) : (
        <MapFilters state={state} onChange={patch} layout="bar" />
      )}
      <div className="map-search__body">
        {showMap ? (
          <div className="map-search__map">
            <ClientOnly fallback={mapLoading}>
              <Suspense fallback={mapLoading}>
                <ClusterMap
                  lat={state.lat}
                  lng={state.lng}
                  zoom={state.zoom}
                  markers={markers}
                  label={t('map.region')}
                  onMove={onMove}
                  onMarkerClick={onMarkerClick}
                  onMarkerHover={setHovered}
                />
              </Suspense>
            </ClientOnly>
            {movedFrom(view, state) ? (
              <button type="button" className="map-search__area hearth-button" onClick={searchArea}>
                {t('map.searchArea')}
              </button>
            ) : null}
            {selected ? <PinCard result={selected} onClose={() => setSelected(null)} /> : null}
          </div>
        ) : null}
        {showList ? (
          <ResultsPanel
            heading={phone ? null : heading}
            query={query}
            results={results}
            page={state.page}
            totalPage={totalPage}
            hovered={hovered}
            onHover={setHovered}
            onPage={(page) => update({ ...state, page })}
          />
        ) : null}
      </div>
      {sheet ? (
        <FilterSheet
          state={state}
          onClose={() => setSheet(false)}
          onApply={(next) => {
            setSheet(false);
            update(next);
          }}
        />
      ) : null}
    </div>
  );
}
