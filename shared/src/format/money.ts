/** Dollars with thousands separators, e.g. `$1,299,000` (listing prices: no decimals). */
export function formatMoney(value: number, decimals = 0): string {
  const fixed = Math.abs(value).toLocaleString('en-US', {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  });
  return `${value < 0 ? '-' : ''}$${fixed}`;
}

/** Accounting amounts: rounded to 2 decimals. */
export function formatAmount(value: number): string {
  return formatMoney(Math.round(value * 100) / 100, 2);
}
