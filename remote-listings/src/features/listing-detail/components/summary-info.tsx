import { useTranslation } from '@hearth/shared/react-i18next';
import { formatMoney, orNA } from '@hearth/shared/format';
import type { ListingDetail } from '@hearth/shared/contracts/cmis';
import { FactSection } from './fact-list';

/** Fields of the summary info, in display order (labels: `detail.info.<field>`). */
export const SUMMARY_FIELDS = [
  'propertyType',
  'ownership',
  'zoning',
  'dom',
  'city',
  'community',
  'parkingSpaces',
  'newLotArea',
  'newUsageArea',
  'newBuildingArea',
  'approxAge',
  'builtYear',
  'storey',
  'fronting',
  'managementFee',
  'otherFee',
  'occupyDate',
  'crossStreets',
  'brokerage',
  'realEstateBoardName',
] as const satisfies readonly (keyof ListingDetail)[];

const MONEY_FIELDS = new Set<string>(['managementFee', 'otherFee']);

/** A money value: a numeric text in dollars without decimals; anything else as text (empty and "-" → N/A). */
export function moneyOrText(value: string | number | null, na: string): string {
  const text = orNA(value, na);
  if (text === na) return na;
  const n = Number(String(value).replace(/[$,\s]/g, ''));
  return Number.isFinite(n) ? formatMoney(n) : text;
}

/** The summary info: the listing's facts, N/A for empty values and "-". */
export function SummaryInfo({ detail }: { detail: ListingDetail }) {
  const { t } = useTranslation('listings');
  const na = useTranslation('common').t('notAvailable');
  const facts = [
    {
      key: 'listingType',
      label: t('detail.info.listingType'),
      value: detail.listingType ? t(`detail.info.types.${detail.listingType}`) : na,
    },
    ...SUMMARY_FIELDS.map((field) => ({
      key: field,
      label: t(`detail.info.${field}`),
      value: MONEY_FIELDS.has(field) ? moneyOrText(detail[field], na) : orNA(detail[field], na),
    })),
  ];
  return <FactSection id="listing-summary-info" heading={t('detail.info.heading')} facts={facts} />;
}

/** Feature lists of the detail info (labels: `detail.features.<field>`). */
export const FEATURE_FIELDS = [
  'utilityIncludes',
  'utilityFeatures',
  'condoFeatures',
  'otherFeatures',
  'poolInfo',
  'basements',
] as const satisfies readonly (keyof ListingDetail)[];

/** The detail info: each feature list joined, N/A when empty. */
export function DetailInfo({ detail }: { detail: ListingDetail }) {
  const { t } = useTranslation('listings');
  const na = useTranslation('common').t('notAvailable');
  const facts = FEATURE_FIELDS.map((field) => {
    const items = detail[field].map((x) => x.trim()).filter((x) => x !== '' && x !== '-');
    return { key: field, label: t(`detail.features.${field}`), value: items.length ? items.join(', ') : na };
  });
  return <FactSection id="listing-detail-info" heading={t('detail.features.heading')} facts={facts} />;
}
