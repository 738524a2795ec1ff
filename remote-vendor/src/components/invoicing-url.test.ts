import { makeTestConfig } from '@hearth/shared/testing';
import { guardInvoicingUrl, invoicingHosts } from './invoicing-url';

describe('the invoicing URL guard', () => {
  const config = makeTestConfig();
  it('allows the vendor service, files and payment hosts by default', () => {
    expect(invoicingHosts(config)).toEqual(['vendorservice.test', 'files.test', 'payment.test']);
    expect(guardInvoicingUrl('http://vendorservice.test/invoicing/INV-1', config)).toBe(
      'http://vendorservice.test/invoicing/INV-1',
    );
    expect(guardInvoicingUrl(' https://payment.test/hpp?x=1 ', config)).toBe('https://payment.test/hpp?x=1');
  });
  it('refuses javascript:, data:, relative, protocol-relative and foreign-host links', () => {
    for (const raw of [
      'javascript:alert(1)',
      'JAVASCRIPT:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      '/vendor/invoicing/INV-1',
      '//vendorservice.test/x',
      'https://invoices.evil.example/pay',
      'https://vendorservice.test.evil.example/pay',
      'https://evil.example/?u=http://vendorservice.test/',
      '',
      null,
    ])
      expect(guardInvoicingUrl(raw, config)).toBeNull();
  });
  it('uses the configured invoicingHosts when present (host or host:port)', () => {
    const own = makeTestConfig({ invoicingHosts: ['pay.example.com', '127.0.0.1:4000'] });
    expect(guardInvoicingUrl('https://pay.example.com/i/1', own)).toBe('https://pay.example.com/i/1');
    expect(guardInvoicingUrl('http://127.0.0.1:4000/vendor/invoicing/1', own)).toBe(
      'http://127.0.0.1:4000/vendor/invoicing/1',
    );
    expect(guardInvoicingUrl('http://127.0.0.1:4001/x', own)).toBeNull();
    expect(guardInvoicingUrl('http://vendorservice.test/invoicing/INV-1', own)).toBeNull();
  });
});
