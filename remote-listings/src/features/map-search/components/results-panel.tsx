import { memo } from 'react';
import { useTranslation } from '@hearth/shared/react-i18next';
import { ErrorState, Spinner } from '@hearth/shared/ui';
import type { MapResult } from '../api/map-result';
import { ResultCard } from './result-list';

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

export interface ResultsQuery {
  isPending: boolean;
  isError: boolean;
  isSuccess: boolean;
  isFetching: boolean;
  error: Error | null;
  refetch: () => unknown;
}

/**
 * The list side: its heading (unless the phone's bar holds it), the state of the search (loading, Retry, empty),
 * the results and the pages (the URL's `page`).
 */
export function ResultsPanel({
  heading,
  query,
  results,
  page,
  totalPage,
  hovered,
  onHover,
  onPage,
}: {
  heading: string | null;
  query: ResultsQuery;
  results: readonly MapResult[];
  page: number;
  totalPage: number;
  hovered: string | null;
  onHover: (id: string | null) => void;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation('listings');
  return (
    <section className="map-search__list" aria-labelledby="map-results-heading" aria-busy={query.isFetching}>
      {heading !== null ? (
        <h1 id="map-results-heading" className="map-search__heading">
          {heading}
        </h1>
      ) : null}
      {query.isPending ? <Spinner /> : null}
      {query.isError ? <ErrorState error={query.error} onRetry={() => void query.refetch()} /> : null}
      {query.isSuccess && results.length === 0 ? <p>{t('map.empty')}</p> : null}
      {!query.isError && results.length > 0 ? (
        <ResultList results={results} hovered={hovered} onHover={onHover} />
      ) : null}
      {totalPage > 1 && !query.isError ? (
        <nav className="map-search__pages" aria-label={t('map.results')}>
          <button type="button" disabled={page <= 1} onClick={() => onPage(page - 1)}>
            {t('map.previous')}
          </button>
          <span>{t('map.pageOf', { page, total: totalPage })}</span>
          <button type="button" disabled={page >= totalPage} onClick={() => onPage(page + 1)}>
            {t('map.next')}
          </button>
        </nav>
      ) : null}
    </section>
  );
}
