const PLAIN_DECIMAL = /^(\d+)(?:\.(\d+))?$/;

/**
 * `abs` rounded to `decimals` places (half up, on its shortest decimal form, as ICU rounds) with `,` thousands
 * separators: the en-US form, without Intl. A page's first Intl number format starts ICU, about 40 ms of main
 * thread on a desktop CPU (four times that on a mid-range phone), and the featured listings' prices would pay it
 * before the home's largest paint. Exponent forms (below 1e-6, from 1e21), NaN and Infinity go to Intl.
 */
function grouped(abs: number, decimals: number): string {
  const parts = PLAIN_DECIMAL.exec(String(abs));
  if (!parts) {
    return abs.toLocaleString('en-US', { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
  }
  const [, whole, fraction = ''] = parts;
  let scaled = BigInt(whole + fraction.padEnd(decimals, '0').slice(0, decimals));
  if ((fraction[decimals] ?? '0') >= '5') scaled += BigInt(1);
  const digits = scaled.toString().padStart(decimals + 1, '0');
  const cut = digits.length - decimals;
  const integer = digits.slice(0, cut).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return decimals > 0 ? `${integer}.${digits.slice(cut)}` : integer;
}

/** Dollars with thousands separators, e.g. `$1,299,000` (listing prices: no decimals). */
export function formatMoney(value: number, decimals = 0): string {
  return `${value < 0 ? '-' : ''}$${grouped(Math.abs(value), decimals)}`;
}

/** Accounting amounts: rounded to 2 decimals. */
export function formatAmount(value: number): string {
  return formatMoney(Math.round(value * 100) / 100, 2);
}
