import { useTranslation } from '@hearth/shared/react-i18next';
import { formatMoney, orNA } from '@hearth/shared/format';
import type { ListingDetail } from '@hearth/shared/contracts/cmis';
import { FactSection } from './fact-list';

const COST_FIELDS = ['firstPay', 'theFirstTax', 'notTheFirstTax', 'totalPay', 'monthPay'] as const;

/** The buying cost (Sale, not Commercial: the page decides), with the property tax and the sample's terms. */
export function CostSection({ detail }: { detail: ListingDetail }) {
  const { t } = useTranslation('listings');
  const na = useTranslation('common').t('notAvailable');
  const money = (n: number | null) => (n === null ? na : formatMoney(n));
  const taxYear = orNA(detail.tax?.year, '');
  const facts = [
    ...COST_FIELDS.map((field) => ({
      key: field,
      label: t(`detail.cost.${field}`),
      value: money(detail[field]),
    })),
    {
      key: 'tax',
      label: taxYear ? t('detail.cost.taxYear', { year: taxYear }) : t('detail.cost.tax'),
      value: money(detail.tax?.value ?? null),
    },
  ];
  return (
    <div className="listing-cost">
      <FactSection id="listing-cost-heading" heading={t('detail.cost.heading')} facts={facts} />
      <p className="listing-cost__sample">{t('detail.cost.sample')}</p>
    </div>
  );
}
