// `@hearth/shared/spec-calls`: the catalogue of the specs' calls (pure data; an ordinary entry, tree-shaken per
// container: an endpoint module imports only its own entry).
export * from './public-site';
export * from './hybrid-pages';
export * from './coupons-and-appointments';
export { SPEC_CALLS } from './catalogue';
export { specPathPattern } from './spec-call';
export type { SpecCall, SpecCallExtra, SpecCallOwner, SpecDocument, SpecEncoding } from './spec-call';
