import { useTranslation } from '@hearth/shared/react-i18next';
import type { QuotationStatistics } from '@hearth/shared/contracts/quotation';
import { REPORTS_NS } from '../../../i18n/translations';
import { medianDollars, slrRatio } from './trend-rules';
import { formatCount, formatGrowth, formatMoney, formatRatio } from './trend-format';

type Key = 'median' | 'monthly' | 'yearly' | 'newListings' | 'sales' | 'dom' | 'priceAvg' | 'slr';

/** The summary figures (a figure without data is left out). */
export function TrendSummary({ stats }: { stats: QuotationStatistics }) {
  const { t } = useTranslation(REPORTS_NS);
  const figures: [Key, number | null, (v: number) => string][] = [
    ['median', stats.medPriceThisMonth, (v) => formatMoney(medianDollars(v))],
    ['monthly', stats.monthlyMedPriceGrowth, formatGrowth],
    ['yearly', stats.yearlyMedPriceGrowth, formatGrowth],
    ['newListings', stats.newListingSum, formatCount],
    ['sales', stats.salesSum, formatCount],
    ['dom', stats.domAvg, formatCount],
    ['priceAvg', stats.priceAvg, formatMoney],
    ['slr', stats.slrAvg, (v) => formatRatio(slrRatio(v))],
  ];
  return (
    <dl className="trend-summary">
      {figures
        .filter(([, value]) => value !== null)
        .map(([key, value, format]) => (
          <div key={key} className="trend-summary__item" data-figure={key}>
            <dt>{t(`trend.summary.${key}`)}</dt>
            <dd>{format(value!)}</dd>
          </div>
        ))}
    </dl>
  );
}
