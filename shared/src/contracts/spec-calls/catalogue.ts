import * as coupons from './coupons-and-appointments';
import * as hybrid from './hybrid-pages';
import * as publicSite from './public-site';
import type { SpecCall } from './spec-call';

/** Every call of the three specs, by id (endpoint modules import their entry by name, not this table). */
export const SPEC_CALLS: Readonly<Record<string, SpecCall>> = { ...publicSite, ...hybrid, ...coupons };
