import * as v from 'valibot';
import { IntegerLike, maybe, Text, tolerantList } from './tolerant';

/**
 * Envelope conventions of the backend services (see ../../../docs/adr/0003-contracts-and-clients.md):
 * - cmis, analysis, serverless, vendor, wechat, translation: `{ code, msg?, data }`, code 200 = OK;
 * - coupon and trade: `{ errorCode, errorMsg?, data }`, errorCode 200 = OK.
 * A non-OK answer still parses (as the failure branch) so that clients can report its code and message.
 * Codes may arrive as numeric strings ("200"); messages may be absent. The envelope itself is never optional:
 * a body that is not an envelope, or a code-200 body whose data does not match, fails the parse.
 */

/** A business code: a number or a numeric string, output as a number. */
export const CodeSchema = IntegerLike;

/** Code 200 (also "200"), output as the literal 200 so that `unwrapCode` can narrow on it. */
const OkCode = v.pipe(
  CodeSchema,
  v.value(200),
  v.transform((): 200 => 200),
);

/** Any code but 200: a 200 answer must match the OK branch, or the contract is broken. */
const NotOk = v.pipe(CodeSchema, v.notValue(200));

/** The service's message: text or absent (never a reason to reject an answer). */
const Msg = maybe(Text);

export function codeEnvelope<T extends v.GenericSchema>(data: T) {
  return v.union([
    v.object({ code: OkCode, msg: Msg, data }),
    v.object({ code: NotOk, msg: Msg, data: v.optional(v.unknown()) }),
  ]);
}

export function errorCodeEnvelope<T extends v.GenericSchema>(data: T) {
  return v.union([
    v.object({ errorCode: OkCode, errorMsg: Msg, data }),
    v.object({ errorCode: NotOk, errorMsg: Msg, data: v.optional(v.unknown()) }),
  ]);
}

/**
 * Paged cmis list: `{ code, data: [], totalPage, totalRecord, pageSize, pageNo? }`. `data` is a tolerant list
 * (a malformed item is dropped and reported under `label`); totalPage and totalRecord are required (the spec
 * promises them and the pagination needs them); pageSize and pageNo may be absent (the client falls back to what
 * it asked for). Counts may be numeric strings.
 */
export function pagedCodeEnvelope<T extends v.GenericSchema>(item: T, label = 'data') {
  return v.union([
    v.object({
      code: OkCode,
      msg: Msg,
      data: tolerantList(item, label),
      totalPage: IntegerLike,
      totalRecord: IntegerLike,
      pageSize: maybe(IntegerLike),
      pageNo: maybe(IntegerLike),
    }),
    v.object({ code: NotOk, msg: Msg, data: v.optional(v.unknown()) }),
  ]);
}

/** A string, number or null that the UI shows as text; empty and "-" are shown as N/A by the formatters. */
export const LooseText = maybe(v.union([v.string(), v.pipe(v.number(), v.finite())]));
