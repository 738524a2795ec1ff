/** The payment error illustration (bundled SVG: a card with a cross), decorative next to its heading. */
export function PaymentErrorImage() {
  return (
    <svg
      className="payment-status__image"
      viewBox="0 0 120 96"
      width="120"
      height="96"
      aria-hidden="true"
      focusable="false"
    >
      <rect x="8" y="16" width="96" height="64" rx="8" fill="#f7f7f8" stroke="#6b7280" strokeWidth="3" />
      <rect x="8" y="30" width="96" height="10" fill="#6b7280" />
      <circle cx="96" cy="72" r="18" fill="#c8102e" />
      <path d="M89 65l14 14M103 65L89 79" stroke="#fff" strokeWidth="4" strokeLinecap="round" />
    </svg>
  );
}
