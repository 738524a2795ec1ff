import './renew-packages.css';
import { useId } from 'react';
import { useTranslation } from '@hearth/shared/react-i18next';
import { formatAmount } from '@hearth/shared/format';
import type { PaymentTerm } from '@hearth/shared/contracts/vendorService';
import { VENDOR_NS } from '../../../i18n/translations';

const UNITS = ['day', 'week', 'month', 'year'] as const;
type Unit = (typeof UNITS)[number];

/** "3 months", "1 year", "3个月"; an unknown unit is shown as sent; no period → nothing. */
export function usePeriodLabel() {
  const { t } = useTranslation(VENDOR_NS);
  return (term: PaymentTerm): string => {
    const count = term.x_renew_period;
    const raw = term.x_renew_period_unit?.trim().toLowerCase().replace(/s$/, '') ?? '';
    if (count === null) return term.x_renew_period_unit ?? '';
    if (!UNITS.includes(raw as Unit)) return `${count} ${term.x_renew_period_unit ?? ''}`.trim();
    return t(`renew.unit.${raw as Unit}${count === 1 ? 'One' : 'Other'}`, { count });
  };
}

/** The time-period packages as a radio group: price plus period and unit; the first is selected by default. */
export function RenewPackages({
  terms,
  selected,
  onSelect,
  disabled,
}: {
  terms: readonly PaymentTerm[];
  selected: number;
  onSelect: (index: number) => void;
  disabled: boolean;
}) {
  const { t } = useTranslation(VENDOR_NS);
  const name = useId();
  const period = usePeriodLabel();
  return (
    <fieldset className="renew-packages" disabled={disabled}>
      <legend className="renew-packages__legend">{t('renew.packages')}</legend>
      {terms.map((term, index) => (
        <label key={`${term.x_product_id}-${index}`} className="renew-packages__option">
          <input type="radio" name={name} checked={index === selected} onChange={() => onSelect(index)} />
          <span className="renew-packages__price">{formatAmount(term.x_price)}</span>
          <span className="renew-packages__period">{period(term)}</span>
        </label>
      ))}
    </fieldset>
  );
}
