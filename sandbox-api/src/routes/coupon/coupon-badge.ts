/** The English discount text of a coupon (cover badge): 1 "15% OFF", 2 "$100 OFF", 3/4 "... OVER $500". */
export function couponBadge(c: {
  category: number;
  discount_percent: number | null;
  discount_amount: number | null;
  requested_amount: number | null;
}): string {
  const off = c.discount_percent ? `${c.discount_percent}% OFF` : `$${c.discount_amount ?? 0} OFF`;
  return c.category >= 3 && c.requested_amount ? `${off} OVER $${c.requested_amount}` : off;
}
