import { useId } from 'react';
import { useTranslation } from '@hearth/shared/react-i18next';
import { formatMoney } from '@hearth/shared/format';
import { HOU_PROPERTY_TYPES } from '@hearth/shared/contracts/cmis';
import { SLIDER_MAX, SORTS, sliderToPrice, type SearchState } from '../api/search-state';

const COUNTS = [1, 2, 3, 4, 5];

/** The simple filters (spec §3): listing type, the price slider, beds, baths, garages, home types and the sort. */
export function MapFilters({
  state,
  onChange,
}: {
  state: SearchState;
  onChange: (patch: Partial<SearchState>) => void;
}) {
  const { t } = useTranslation('listings');
  const id = useId();
  const priceText = (value: number, edge: 'min' | 'max') =>
    (edge === 'min' && value === 0) || (edge === 'max' && value === SLIDER_MAX)
      ? t(edge === 'min' ? 'map.noMin' : 'map.noMax')
      : formatMoney(sliderToPrice(value, state.type));
  const count = (key: 'beds' | 'baths' | 'garages') => (
    <label className="map-filters__field">
      {t(`map.${key}`)}
      <select
        value={state[key] ?? ''}
        onChange={(e) => onChange({ [key]: e.target.value ? Number(e.target.value) : null })}
      >
        <option value="">{t('map.any')}</option>
        {COUNTS.map((n) => (
          <option key={n} value={n}>
            {t('map.atLeast', { count: n })}
          </option>
        ))}
      </select>
    </label>
  );
  return (
    <form className="map-filters" aria-label={t('map.filters')} onSubmit={(e) => e.preventDefault()}>
      <label className="map-filters__field">
        {t('map.type')}
        <select
          value={state.type}
          onChange={(e) => onChange({ type: e.target.value === 'rent' ? 'rent' : 'sale' })}
        >
          <option value="sale">{t('map.forSale')}</option>
          <option value="rent">{t('map.forRent')}</option>
        </select>
      </label>
      <fieldset className="map-filters__price">
        <legend>{t('map.price')}</legend>
        <label htmlFor={`${id}-min`}>
          {t('map.minPrice')}: <output>{priceText(state.pmin, 'min')}</output>
        </label>
        <input
          id={`${id}-min`}
          type="range"
          min={0}
          max={SLIDER_MAX}
          value={state.pmin}
          onChange={(e) => onChange({ pmin: Math.min(Number(e.target.value), state.pmax) })}
        />
        <label htmlFor={`${id}-max`}>
          {t('map.maxPrice')}: <output>{priceText(state.pmax, 'max')}</output>
        </label>
        <input
          id={`${id}-max`}
          type="range"
          min={0}
          max={SLIDER_MAX}
          value={state.pmax}
          onChange={(e) => onChange({ pmax: Math.max(Number(e.target.value), state.pmin) })}
        />
      </fieldset>
      {count('beds')}
      {count('baths')}
      {count('garages')}
      <fieldset className="map-filters__types">
        <legend>{t('map.homeTypes')}</legend>
        {HOU_PROPERTY_TYPES.map((type) => (
          <label key={type}>
            <input
              type="checkbox"
              checked={state.homeTypes.includes(type)}
              onChange={(e) =>
                onChange({
                  homeTypes: e.target.checked
                    ? [...state.homeTypes, type]
                    : state.homeTypes.filter((x) => x !== type),
                })
              }
            />
            {t(`map.propertyTypes.${type}`)}
          </label>
        ))}
      </fieldset>
      <label className="map-filters__field">
        {t('map.sort')}
        <select
          value={state.sort}
          onChange={(e) => onChange({ sort: SORTS.find((s) => s === e.target.value) ?? 'time_new2old' })}
        >
          <option value="time_new2old">{t('map.sortNew')}</option>
          <option value="price_low2high">{t('map.sortLow')}</option>
          <option value="price_high2low">{t('map.sortHigh')}</option>
        </select>
      </label>
    </form>
  );
}
