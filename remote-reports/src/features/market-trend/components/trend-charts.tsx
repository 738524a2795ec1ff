import { useTranslation } from '@hearth/shared/react-i18next';
import { PROPERTY_TYPES, type QuotationStatistics } from '@hearth/shared/contracts/quotation';
import { REPORTS_NS } from '../../../i18n/translations';
import { ChartFigure, type ChartSeries } from '../../../components/chart/chart-figure';
import {
  COMPARE_MONTHS,
  HISTORY_MONTHS,
  inK,
  lastN,
  monthLabels,
  priceBuckets,
  slrRatio,
} from './trend-rules';
import { formatCount, formatK, formatOneDecimal, formatPercent, formatRatio } from './trend-format';

const hasData = (series: ChartSeries[]) => series.some((s) => s.data.some((v) => v !== null));
const scale = (values: (number | null)[], f: (v: number) => number) =>
  values.map((v) => (v === null ? null : f(v)));

/** The statistics charts: 8-month comparisons, 21-month histories, the two distributions. */
export function TrendCharts({ stats }: { stats: QuotationStatistics }) {
  const { t, i18n } = useTranslation(REPORTS_NS);
  const month = stats.month;
  const year = stats.year;
  const short = monthLabels(month, year, COMPARE_MONTHS, i18n.language);
  const long = monthLabels(month, year, HISTORY_MONTHS, i18n.language, true);
  const header = t('trend.month');
  const compare = (
    title: string,
    kind: 'line' | 'bar',
    thisYear: (number | null)[],
    lastYear: (number | null)[],
    format: (v: number) => string,
    f: (v: number) => number = (v) => v,
  ) => {
    const series = [
      { name: t('trend.thisYear'), data: scale(lastN(thisYear, COMPARE_MONTHS), f) },
      { name: t('trend.lastYear'), data: scale(lastN(lastYear, COMPARE_MONTHS), f) },
    ];
    return hasData(series) ? (
      <ChartFigure
        title={title}
        kind={kind}
        categories={short}
        series={series}
        format={format}
        categoryHeader={header}
      />
    ) : null;
  };
  const history = (
    title: string,
    series: ChartSeries[],
    format: (v: number) => string,
    kind: 'line' | 'bar' = 'line',
  ) =>
    hasData(series) ? (
      <ChartFigure
        title={title}
        kind={kind}
        categories={long}
        series={series.map((s) => ({ ...s, data: lastN(s.data, HISTORY_MONTHS) }))}
        format={format}
        categoryHeader={header}
      />
    ) : null;
  const buckets = priceBuckets(stats.soldPriceDistribution);
  const types = stats.propertyTypeDistribution;
  const typeLabel = (type: string) => {
    const known = PROPERTY_TYPES.find((p) => p.toLowerCase() === type.trim().toLowerCase());
    return known ? t(`trend.types.${known}`) : type;
  };

  return (
    <div className="trend-charts">
      <h2>{t('trend.compareTitle')}</h2>
      {compare(t('trend.charts.priceAvg'), 'line', stats.priceAvgThis, stats.priceAvgLast, formatK, inK)}
      {compare(t('trend.charts.medSlr'), 'line', stats.medSlrThis, stats.medSlrLast, formatRatio, slrRatio)}
      {compare(t('trend.charts.domAvg'), 'bar', stats.domAvgThis, stats.domAvgLast, formatCount)}
      {compare(t('trend.charts.slrAvg'), 'line', stats.slrAvgThis, stats.slrAvgLast, formatRatio, slrRatio)}
      {compare(t('trend.charts.sales'), 'bar', stats.salesSumThis, stats.salesSumLast, formatCount)}
      <h2>{t('trend.historyTitle')}</h2>
      {history(
        t('trend.charts.listings'),
        [
          { name: t('trend.series.active'), data: stats.activeNumbers },
          { name: t('trend.series.new'), data: stats.newListings },
          { name: t('trend.series.sold'), data: stats.soldListings },
        ],
        formatCount,
      )}
      {history(
        t('trend.charts.absorptionMonths'),
        [{ name: t('trend.series.months'), data: stats.absorptionMonths }],
        formatOneDecimal,
      )}
      {history(
        t('trend.charts.absorptionRates'),
        [{ name: t('trend.series.rate'), data: stats.absorptionRates }],
        formatPercent,
        'bar',
      )}
      {history(
        t('trend.charts.priceHistory'),
        [{ name: t('trend.series.price'), data: scale(stats.priceHistory, inK) }],
        formatK,
      )}
      {history(
        t('trend.charts.domHistory'),
        [{ name: t('trend.series.dom'), data: stats.domHistory }],
        formatCount,
        'bar',
      )}
      {buckets.length > 0 && (
        <ChartFigure
          title={t('trend.charts.soldPrices')}
          kind="bar"
          categories={buckets.map((b) => `${formatK(inK(b.from))}–${formatK(inK(b.to))}`)}
          series={[{ name: t('trend.series.count'), data: buckets.map((b) => b.count) }]}
          format={formatCount}
          categoryHeader={t('trend.priceRange')}
        />
      )}
      {types.length > 0 && (
        <ChartFigure
          title={t('trend.charts.propertyTypes')}
          kind="pie"
          categories={types.map((x) => typeLabel(x.type))}
          series={[{ name: t('trend.series.count'), data: types.map((x) => x.count) }]}
          format={formatCount}
          categoryHeader={t('trend.typeHeader')}
        />
      )}
    </div>
  );
}
