import type { RuntimeConfig } from '@hearth/shared';
import { hostsOf, safeHttpUrl } from '@hearth/shared/security';

/**
 * The hosts the renew page may send the client to (invoices, payment): `invoicingHosts` of the runtime config, or,
 * when it is absent, the hosts of the vendor service, the files host and the payment page.
 */
export function invoicingHosts(config: RuntimeConfig): string[] {
  return (
    config.invoicingHosts ?? hostsOf([config.hosts.vendorService, config.hosts.files, config.payment.url])
  );
}

/**
 * The URL guard of every redirect taken from data: an absolute http(s) address on an allowed invoicing host, or
 * null (a `javascript:`, `data:`, relative or foreign-host link is refused and nothing navigates).
 */
export function guardInvoicingUrl(raw: string | null | undefined, config: RuntimeConfig): string | null {
  if (!raw || !/^https?:\/\//i.test(raw.trim())) return null;
  return safeHttpUrl(raw, { allowedHosts: invoicingHosts(config) });
}

/** Leaves the page for `url` (a seam for tests: jsdom cannot navigate). */
export const browserLocation = {
  assign(url: string): void {
    window.location.assign(url);
  },
};
