// `@hearth/shared/envelopes`: the OK branch of the backends' `{ code, msg, data }` and `{ errorCode, errorMsg, data }`
// envelopes, or a business ApiError (the singleton's class, through `@hearth/shared`).
// An ordinary entry point, bundled and tree-shaken by each container (not the federation singleton).
export { unwrapCode, unwrapErrorCode } from '../api/unwrap';
