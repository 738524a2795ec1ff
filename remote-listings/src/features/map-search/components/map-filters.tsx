import './map-filters.css';
import { useTranslation } from '@hearth/shared/react-i18next';
import { formatMoney } from '@hearth/shared/format';
import { HOU_PROPERTY_TYPES } from '@hearth/shared/contracts/cmis';
import { SLIDER_MAX, SORTS, sliderToPrice, type SearchState } from '../api/search-state';
import { CountSelect } from './count-select';

/** The price steps offered (slider values, spec §9): every 5 of 0–100, plus a value a shared URL brings. */
const PRICE_STEPS = Array.from({ length: SLIDER_MAX / 5 + 1 }, (_, i) => i * 5);

/**
 * The simple filters (spec §3): listing type, price (two selects over the slider's values: a range, not two
 * sliders), beds, baths, garages, home types and the sort. `bar`: one compact row (desktop, each change searches);
 * `sheet`: stacked (the phone's filter sheet, applied by its Apply).
 */
export function MapFilters({
  state,
  onChange,
  layout,
}: {
  state: SearchState;
  onChange: (patch: Partial<SearchState>) => void;
  layout: 'bar' | 'sheet';
}) {
  const { t } = useTranslation('listings');
  const steps = (value: number) => [...new Set([...PRICE_STEPS, value])].sort((a, b) => a - b);
  const price = (edge: 'min' | 'max') => {
    const value = edge === 'min' ? state.pmin : state.pmax;
    const options = steps(value).filter((n) => (edge === 'min' ? n < SLIDER_MAX : n > 0));
    return (
      <label className="map-filters__field">
        <span>{t(edge === 'min' ? 'map.minPrice' : 'map.maxPrice')}</span>
        <select
          value={value}
          onChange={(e) =>
            onChange(
              edge === 'min'
                ? { pmin: Math.min(Number(e.target.value), state.pmax) }
                : { pmax: Math.max(Number(e.target.value), state.pmin) },
            )
          }
        >
          {options.map((n) => (
            <option key={n} value={n}>
              {(edge === 'min' && n === 0) || (edge === 'max' && n === SLIDER_MAX)
                ? t(edge === 'min' ? 'map.noMin' : 'map.noMax')
                : formatMoney(sliderToPrice(n, state.type))}
            </option>
          ))}
        </select>
      </label>
    );
  };
  const types = HOU_PROPERTY_TYPES.map((type) => (
    <label key={type} className="map-filters__chip">
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
      <span>{t(`map.propertyTypes.${type}`)}</span>
    </label>
  ));
  return (
    <form
      className={`map-filters map-filters--${layout}`}
      aria-label={t('map.filters')}
      onSubmit={(e) => e.preventDefault()}
    >
      <label className="map-filters__field">
        <span>{t('map.type')}</span>
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
        {price('min')}
        <span aria-hidden="true">–</span>
        {price('max')}
      </fieldset>
      <CountSelect field="beds" value={state.beds} onChange={onChange} />
      <CountSelect field="baths" value={state.baths} onChange={onChange} />
      <CountSelect field="garages" value={state.garages} onChange={onChange} />
      {layout === 'bar' ? (
        <details className="map-filters__more">
          <summary>
            {t('map.homeTypes')}
            {state.homeTypes.length ? ` (${state.homeTypes.length})` : ''}
          </summary>
          <fieldset className="map-filters__types">
            <legend className="hearth-visually-hidden">{t('map.homeTypes')}</legend>
            {types}
          </fieldset>
        </details>
      ) : (
        <fieldset className="map-filters__types">
          <legend>{t('map.homeTypes')}</legend>
          {types}
        </fieldset>
      )}
      <label className="map-filters__field">
        <span>{t('map.sort')}</span>
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
