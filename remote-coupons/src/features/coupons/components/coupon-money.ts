import { formatMoney } from '@hearth/shared/format';

/** Dollars: whole amounts without decimals (`$20`), amounts with cents with 2 decimals (`$19.99`). */
export function formatCouponMoney(value: number): string {
  return formatMoney(value, Number.isInteger(Math.round(value * 100) / 100) ? 0 : 2);
}

/** A percentage without trailing zeros (`15`, `12.5`). */
export function formatPercent(value: number): string {
  return String(Math.round(value * 100) / 100);
}
