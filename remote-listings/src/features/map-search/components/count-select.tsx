import { useTranslation } from '@hearth/shared/react-i18next';
import type { SearchState } from '../api/search-state';

const COUNTS = [1, 2, 3, 4, 5];

/** Beds, baths or garages: Any, or at least 1–5. */
export function CountSelect({
  field,
  value,
  onChange,
}: {
  field: 'beds' | 'baths' | 'garages';
  value: number | null;
  onChange: (patch: Partial<SearchState>) => void;
}) {
  const { t } = useTranslation('listings');
  return (
    <label className="map-filters__field">
      <span>{t(`map.${field}`)}</span>
      <select
        value={value ?? ''}
        onChange={(e) => onChange({ [field]: e.target.value ? Number(e.target.value) : null })}
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
}
