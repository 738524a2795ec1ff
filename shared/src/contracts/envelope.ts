import * as v from 'valibot';

/**
 * Envelope conventions of the backend services (see ../../../docs/adr/0003-contracts.md):
 * - cmis, analysis, serverless, vendor, wechat, translation: `{ code, msg?, data }`, code 200 = OK;
 * - coupon and trade: `{ errorCode, errorMsg?, data }`, errorCode 200 = OK.
 * A non-OK answer still parses (as the failure branch) so that clients can report its code and message.
 */
/** Any code but 200: a 200 answer must match the OK branch, or the contract is broken. */
const NotOk = v.pipe(v.number(), v.notValue(200));

export function codeEnvelope<T extends v.GenericSchema>(data: T) {
  return v.union([
    v.object({ code: v.literal(200), msg: v.nullish(v.string()), data }),
    v.object({ code: NotOk, msg: v.nullish(v.string()), data: v.optional(v.unknown()) }),
  ]);
}

export function errorCodeEnvelope<T extends v.GenericSchema>(data: T) {
  return v.union([
    v.object({ errorCode: v.literal(200), errorMsg: v.nullish(v.string()), data }),
    v.object({ errorCode: NotOk, errorMsg: v.nullish(v.string()), data: v.optional(v.unknown()) }),
  ]);
}

/** Paged cmis list: `{ code, data: [], totalPage, totalRecord, pageSize, pageNo? }`. */
export function pagedCodeEnvelope<T extends v.GenericSchema>(item: T) {
  return v.union([
    v.object({
      code: v.literal(200),
      msg: v.nullish(v.string()),
      data: v.array(item),
      totalPage: v.number(),
      totalRecord: v.number(),
      pageSize: v.number(),
      pageNo: v.optional(v.number()),
    }),
    v.object({ code: NotOk, msg: v.nullish(v.string()), data: v.optional(v.unknown()) }),
  ]);
}

/** A string, number or null that the UI shows as text; empty and "-" are shown as N/A by the formatters. */
export const LooseText = v.nullish(v.union([v.string(), v.number()]));
