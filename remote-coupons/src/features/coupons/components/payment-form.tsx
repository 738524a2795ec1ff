import { useEffect, useRef } from 'react';
import { getRuntimeConfig } from '@hearth/shared';
import { safeHttpUrl } from '@hearth/shared/security';
import { PAYMENT_SUBMIT_DELAY_MS } from './payment-fields';

/**
 * The hidden form posted to the configured hosted payment page, submitted once, 500 ms after it is rendered
 * (spec §7). The action is the runtime config's payment URL (http(s) only).
 */
export function PaymentForm({ fields }: { fields: [string, string][] }) {
  const formRef = useRef<HTMLFormElement>(null);
  const action = safeHttpUrl(getRuntimeConfig().payment.url);
  useEffect(() => {
    if (!action) return;
    const timer = window.setTimeout(() => formRef.current?.submit(), PAYMENT_SUBMIT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [action]);
  if (!action) return null;
  return (
    <form ref={formRef} method="post" action={action} hidden data-testid="payment-form">
      {fields.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
    </form>
  );
}
