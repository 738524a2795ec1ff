import { formatMoney } from '@hearth/shared/format';

/** "$1,234.5K" (prices shown in K). */
export const formatK = (k: number) =>
  `$${k.toLocaleString('en-US', { minimumFractionDigits: 0, maximumFractionDigits: 1 })}K`;
/** A ratio as a percentage, one decimal: 1.025 → "102.5%". */
export const formatRatio = (ratio: number) => `${(ratio * 100).toFixed(1)}%`;
/** A percentage sent as such: 21.5 → "21.5%". */
export const formatPercent = (value: number) => `${Math.round(value * 10) / 10}%`;
/** A growth in percent with its sign: "+3.2%", "-1.0%". */
export const formatGrowth = (value: number) => `${value > 0 ? '+' : ''}${value.toFixed(1)}%`;
/** A count or a number of days, grouped. */
export const formatCount = (value: number) => Math.round(value).toLocaleString('en-US');
/** One decimal (months of inventory). */
export const formatOneDecimal = (value: number) => (Math.round(value * 10) / 10).toFixed(1);
export { formatMoney };
