import './map-search-page.css';
import {
  lazy,
  memo,
  startTransition,
  Suspense,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from '@hearth/shared/router';
import { useTranslation } from '@hearth/shared/react-i18next';
import { listingsPages } from '../../../routes/pages';
import { formatMoney } from '@hearth/shared/format';
import { ClientOnly, ErrorState, Spinner } from '@hearth/shared/ui';
import type { MapMarker, MapView } from '@hearth/shared/map';
import { mapSearchQuery } from '../api/query-hou-condition';
import { mlsSearchQuery } from '../api/select-by';
import type { MapResult } from '../api/map-result';
import {
  parseSearch,
  radiusForZoom,
  serialiseSearch,
  toHouCondition,
  type SearchState,
} from '../api/search-state';
import { MapFilters } from '../components/map-filters';
import { ResultCard } from '../components/result-list';
import { SearchHeader } from '../components/search-header';
import { useClusters } from '../components/use-clusters';

// leaflet (and the map) load only on this page, in their own chunk.
const ClusterMap = lazy(async () => ({ default: (await import('@hearth/shared/map')).ClusterMap }));

/** Spec §9: a search starts 800 ms after the last pan or zoom. */
export const TRIGGER_WAIT_MS = 800;

/** The results list; memoised so that a pan (a new map view) does not re-render it. */
const ResultList = memo(function ResultList({
  results,
  hovered,
  onHover,
}: {
  results: readonly MapResult[];
  hovered: string | null;
  onHover: (id: string | null) => void;
}) {
  return (
    <ul className="map-search__results">
      {results.map((r) => (
        <ResultCard key={r.id} result={r} hovered={r.id === hovered} onHover={onHover} />
      ))}
    </ul>
  );
});

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

/**
 * /map: map search (issue 11). The search is the URL (shareable; back/forward; malformed values → defaults); the
 * map searches as it moves (800 ms after the last move; a superseded request is aborted); clusters split on zoom;
 * hovering a result highlights its pin and the reverse; a pin opens a small card; a failed query shows Retry in
 * the list while the map stays usable.
 */
export function MapSearchPage() {
  const { t } = useTranslation('listings');
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => parseSearch(params), [params]);
  const [view, setView] = useState<MapView | null>(null);
  const [hovered, setHovered] = useState<string | null>(null);
  const [selected, setSelected] = useState<MapResult | null>(null);
  const { query, results, total, totalPage } = useResults(state);
  const stateRef = useRef(state);
  stateRef.current = state;

  const update = useCallback(
    (next: SearchState, replace = false) => setParams(serialiseSearch(next), { replace }),
    [setParams],
  );
  const patch = (p: Partial<SearchState>) => update({ ...state, ...p, page: 1 });

  // Search as the map moves: 800 ms after the last pan or zoom, the new centre and zoom become the search.
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const onMove = useCallback(
    (next: MapView) => {
      // The pins follow in a transition: the pan's frame paints first (interaction latency, issue 11).
      startTransition(() => setView(next));
      clearTimeout(timer.current);
      const s = stateRef.current;
      const moved =
        Math.abs(next.lat - s.lat) > 1e-4 || Math.abs(next.lng - s.lng) > 1e-4 || next.zoom !== s.zoom;
      if (!moved || s.mls) return;
      timer.current = setTimeout(
        () =>
          update(
            { ...stateRef.current, lat: next.lat, lng: next.lng, zoom: next.zoom, r: null, page: 1 },
            true,
          ),
        TRIGGER_WAIT_MS,
      );
    },
    [update],
  );

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

  return (
    <div className="map-search">
      <SearchHeader key={state.q} initialText={state.q} />
      <MapFilters state={state} onChange={patch} />
      <div className="map-search__body">
        <div className="map-search__map">
          <ClientOnly fallback={<Spinner />}>
            <Suspense fallback={<Spinner />}>
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
          {selected ? (
            <div className="map-search__card" role="group" aria-label={t('map.card')}>
              {selected.pictures[0] ? <img src={selected.pictures[0]} alt="" width={96} height={72} /> : null}
              <div>
                <strong>{formatMoney(selected.price)}</strong>
                <span>{[selected.address, selected.city].filter(Boolean).join(', ')}</span>
                <Link to={listingsPages.href('listing-detail', { id: selected.id })}>{t('map.open')}</Link>
              </div>
              <button type="button" aria-label={t('map.closeCard')} onClick={() => setSelected(null)}>
                <span aria-hidden="true">×</span>
              </button>
            </div>
          ) : null}
        </div>
        <section
          className="map-search__list"
          aria-labelledby="map-results-heading"
          aria-busy={query.isFetching}
        >
          <h1 id="map-results-heading" className="map-search__heading">
            {state.mls ? t('map.mlsResults', { mls: state.mls }) : t('map.results')}
            {query.data ? (
              <span className="map-search__total"> · {t('map.total', { count: total })}</span>
            ) : null}
          </h1>
          {query.isPending ? <Spinner /> : null}
          {query.isError ? <ErrorState error={query.error} onRetry={() => void query.refetch()} /> : null}
          {query.isSuccess && results.length === 0 ? <p>{t('map.empty')}</p> : null}
          {!query.isError && results.length > 0 ? (
            <ResultList results={results} hovered={hovered} onHover={setHovered} />
          ) : null}
          {totalPage > 1 && !query.isError ? (
            <nav className="map-search__pages" aria-label={t('map.results')}>
              <button
                type="button"
                disabled={state.page <= 1}
                onClick={() => update({ ...state, page: state.page - 1 })}
              >
                {t('map.previous')}
              </button>
              <span>{t('map.pageOf', { page: state.page, total: totalPage })}</span>
              <button
                type="button"
                disabled={state.page >= totalPage}
                onClick={() => update({ ...state, page: state.page + 1 })}
              >
                {t('map.next')}
              </button>
            </nav>
          ) : null}
        </section>
      </div>
    </div>
  );
}
