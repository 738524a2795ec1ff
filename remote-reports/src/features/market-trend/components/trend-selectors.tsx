import { useTranslation } from '@hearth/shared/react-i18next';
import { PROPERTY_TYPES, type PropertyTypeName } from '@hearth/shared/contracts/quotation';
import { PROVINCES } from '@hearth/shared/contracts/selection';
import { REPORTS_NS } from '../../../i18n/translations';
import { ALL } from '../api/find-quotations';
import { PickList } from './pick-list';

export interface TrendSelection {
  city: string;
  community: string;
  propertyNew: PropertyTypeName;
}

export interface TrendSelectorsProps {
  selection: TrendSelection;
  cities: readonly string[];
  communities: readonly string[];
  onCity: (city: string) => void;
  onCommunity: (community: string) => void;
  onType: (type: PropertyTypeName) => void;
}

/** Province (Ontario only), city ("all" first), community (only once a city is chosen), property type. */
export function TrendSelectors({
  selection,
  cities,
  communities,
  onCity,
  onCommunity,
  onType,
}: TrendSelectorsProps) {
  const { t } = useTranslation(REPORTS_NS);
  const withAll = (names: readonly string[]) => [
    { value: ALL, label: t('trend.all') },
    ...names.filter((n) => n.toLowerCase() !== ALL).map((n) => ({ value: n, label: n })),
  ];
  return (
    <div className="trend-selectors">
      <PickList
        label={t('trend.province')}
        value={PROVINCES[0]}
        options={PROVINCES.map((p) => ({ value: p, label: t(`trend.provinces.${p}`) }))}
        onPick={() => undefined}
      />
      <PickList label={t('trend.city')} value={selection.city} options={withAll(cities)} onPick={onCity} />
      <PickList
        label={t('trend.community')}
        value={selection.community}
        options={withAll(communities)}
        onPick={onCommunity}
        disabled={selection.city === ALL}
      />
      <PickList
        label={t('trend.propertyType')}
        value={selection.propertyNew}
        options={PROPERTY_TYPES.map((p) => ({ value: p, label: t(`trend.types.${p}`) }))}
        onPick={(value) => onType(PROPERTY_TYPES.find((p) => p === value) ?? 'Detached')}
      />
    </div>
  );
}
