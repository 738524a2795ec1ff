import './map-bar.css';
import { useTranslation } from '@hearth/shared/react-i18next';
import type { ResultsView } from '../api/search-state';

/**
 * The phone's bar under the search header (issue 31): the page's heading with the result count, the Filters
 * button with the number of filters set, and the List / Map switch (the URL's `view`).
 */
export function ResultsBar({
  heading,
  filterCount,
  view,
  onFilters,
  onView,
}: {
  heading: string;
  filterCount: number;
  view: ResultsView;
  onFilters: () => void;
  onView: (view: ResultsView) => void;
}) {
  const { t } = useTranslation('listings');
  return (
    <div className="map-bar" role="group" aria-label={t('map.bar')}>
      <h1 id="map-results-heading" className="map-bar__count">
        {heading}
      </h1>
      <button
        type="button"
        className={`map-bar__button${filterCount ? ' map-bar__button--active' : ''}`}
        aria-haspopup="dialog"
        onClick={onFilters}
      >
        {filterCount ? t('map.filtersWithCount', { count: filterCount }) : t('map.filters')}
      </button>
      <button
        type="button"
        className="map-bar__button"
        title={t('map.viewSwitch')}
        onClick={() => onView(view === 'map' ? 'list' : 'map')}
      >
        {view === 'map' ? t('map.showList') : t('map.showMap')}
      </button>
    </div>
  );
}
