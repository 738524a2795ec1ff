import '../../../components/report-base/report-base.css';
import './market-trend-page.css';
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@hearth/shared/react-i18next';
import { PROVINCES } from '@hearth/shared/contracts/selection';
import { ErrorState, Spinner } from '@hearth/shared/ui';
import { REPORTS_NS } from '../../../i18n/translations';
import { citiesQuery } from '../api/find-city-by-province';
import { communitiesQuery } from '../api/find-community-by-city';
import { ALL, quotationsQuery } from '../api/find-quotations';
import { TrendCharts } from '../components/trend-charts';
import { TrendSelectors, type TrendSelection } from '../components/trend-selectors';
import { TrendSummary } from '../components/trend-summary';
import { TrendText } from '../components/trend-text';

export const INITIAL_SELECTION: TrendSelection = { city: ALL, community: ALL, propertyNew: 'Detached' };

/**
 * /hybrid/marketing/trend (Marketing Report): the selectors, then the statistics of the selection. Changing the
 * city resets the community to all and reloads the communities, then the statistics; changing the community or the
 * property type reloads the statistics. A failed statistics load shows an empty state with Retry (never old charts).
 */
export function MarketTrendPage() {
  const { t } = useTranslation(REPORTS_NS);
  const [selection, setSelection] = useState<TrendSelection>(INITIAL_SELECTION);
  const cities = useQuery(citiesQuery(PROVINCES[0]));
  const communities = useQuery({ ...communitiesQuery(selection.city), enabled: selection.city !== ALL });
  // The statistics wait for the city's communities (the spec's order); a community list that failed does not block.
  const areaReady = selection.city === ALL || (!communities.isFetching && !communities.isPending);
  const stats = useQuery({ ...quotationsQuery(selection), enabled: areaReady });

  return (
    <article className="market-trend report-page">
      <h1 className="market-trend__title">{t('trend.title')}</h1>
      {cities.isError && (
        <ErrorState
          error={cities.error}
          title={t('trend.citiesError')}
          onRetry={() => void cities.refetch()}
        />
      )}
      <TrendSelectors
        selection={selection}
        cities={cities.data ?? []}
        communities={communities.data ?? []}
        onCity={(city) => setSelection((s) => ({ ...s, city, community: ALL }))}
        onCommunity={(community) => setSelection((s) => ({ ...s, community }))}
        onType={(propertyNew) => setSelection((s) => ({ ...s, propertyNew }))}
      />
      {communities.isError && (
        <ErrorState
          error={communities.error}
          title={t('trend.communitiesError')}
          onRetry={() => void communities.refetch()}
        />
      )}
      <div className="market-trend__stats" aria-busy={stats.isFetching}>
        {(stats.isPending || (stats.isFetching && !stats.isSuccess)) && !stats.isError && <Spinner />}
        {stats.isError && (
          <ErrorState
            error={stats.error}
            title={t('trend.statsError')}
            onRetry={() => void stats.refetch()}
          />
        )}
        {stats.isSuccess && (
          <>
            <TrendSummary stats={stats.data} />
            <TrendText stats={stats.data} />
            <TrendCharts stats={stats.data} />
          </>
        )}
      </div>
    </article>
  );
}
