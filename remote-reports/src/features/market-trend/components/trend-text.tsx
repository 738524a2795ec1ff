import { useTranslation } from '@hearth/shared/react-i18next';
import type { QuotationStatistics } from '@hearth/shared/contracts/quotation';
import { REPORTS_NS } from '../../../i18n/translations';
import { latest, marketByMonths, marketByRate } from './trend-rules';
import { formatOneDecimal, formatPercent } from './trend-format';

/** The trend text from the latest absorption (months and rate), as §9 says. */
export function TrendText({ stats }: { stats: QuotationStatistics }) {
  const { t } = useTranslation(REPORTS_NS);
  const months = latest(stats.absorptionMonths);
  const rate = latest(stats.absorptionRates);
  if (months === null && rate === null) return null;
  return (
    <section className="trend-text" aria-labelledby="trend-text-title">
      <h2 id="trend-text-title">{t('trend.textTitle')}</h2>
      {months !== null && (
        <p data-rule="months">
          {t('trend.byMonths', {
            value: formatOneDecimal(months),
            market: t(`trend.market.${marketByMonths(months)}`),
          })}
        </p>
      )}
      {rate !== null && (
        <p data-rule="rate">
          {t('trend.byRate', { value: formatPercent(rate), market: t(`trend.market.${marketByRate(rate)}`) })}
        </p>
      )}
    </section>
  );
}
