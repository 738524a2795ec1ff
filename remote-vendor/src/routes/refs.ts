// Generated from remote_vendor's route definitions by `pnpm generate:dev-remotes` (ADR 0029): never edit by hand.
// Another container links to these pages through their ids, bound at run time by remotes.json; it may import
// this file only, and only as types: `import type { VendorRouteRefs } from '@hearth/remote-vendor/route-refs'`.
import type { RouteRefs } from '@hearth/shared/links';

export type VendorRouteRefs = RouteRefs<
  'remote_vendor',
  {
    'vendor-accounting-customer': { path: '/hybrid/vendor/accounting/customer/:oid' };
    'vendor-accounting-vendor': { path: '/hybrid/vendor/accounting/vendor/:oid' };
    'vendor-accounting-company': { path: '/hybrid/vendor/accounting/company/:oid' };
    'vendor-delivery': { path: '/hybrid/vendor/delivery/accept/:receive' };
    'vendor-renew': { path: '/hybrid/vendor/order/renew/:receive' };
  }
>;
