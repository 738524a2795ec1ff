import * as v from 'valibot';
import { DateTimeText } from './tolerant';

/**
 * Request-parameter helpers shared by the query/body schemas. Query values arrive as strings on the
 * server and may be numbers in the browser, so numeric params accept both and output numbers.
 */

/** An integer query param (`"2"` or `2`), output as a number. */
export function intParam(min = 0, max = Number.MAX_SAFE_INTEGER) {
  return v.pipe(
    v.union([v.pipe(v.string(), v.trim(), v.regex(/^-?\d+$/, 'must be an integer')), v.number()]),
    v.transform(Number),
    v.integer('must be an integer'),
    v.minValue(min, `must be at least ${min}`),
    v.maxValue(max, `must be at most ${max}`),
  );
}

/** Language: 1 English, anything else Chinese (0). Accepts "1", 1, "0", 0, "1-en"...; outputs 0 | 1. */
export const LtypeParam = v.pipe(
  v.union([v.string(), v.number()]),
  v.transform((x): 0 | 1 => (String(x).trim().charAt(0) === '1' ? 1 : 0)),
);
export type Ltype = v.InferOutput<typeof LtypeParam>;

/** A boolean query param: true/false (any case), 1/0 (string, number or boolean). */
export const BoolParam = v.pipe(
  v.union([
    v.boolean(),
    v.picklist([0, 1]),
    v.pipe(v.string(), v.trim(), v.toLowerCase(), v.picklist(['true', 'false', '1', '0'])),
  ]),
  v.transform((x) => x === true || x === 1 || x === 'true' || x === '1'),
);

/** A non-empty trimmed string. */
export const NonEmpty = v.pipe(v.string(), v.trim(), v.nonEmpty('must not be empty'));

/** An id that the services hand out as a number or a numeric string; output as a string. */
export const IdParam = v.pipe(
  v.union([v.pipe(v.string(), v.trim(), v.nonEmpty('must not be empty')), v.number()]),
  v.transform(String),
);

/**
 * A date-time whose zone-less form means UTC (the vendor service writes `YYYY-MM-DD HH:mm:ss` in UTC). Tolerant:
 * the same forms as `DateTimeText` (date only, with or without seconds, ISO 8601 with T / Z / offset), normalised.
 * Display with `formatDateTime(value)` (source zone 'utc').
 */
export const UtcDateTime = DateTimeText;

/**
 * A calendar date (`YYYY-MM-DD`). Tolerant: a date-time is accepted too (the same forms as `DateTimeText`);
 * display with `formatDate(value, 'local')`.
 */
export const IsoDate = DateTimeText;

/** An absolute http(s) URL (strict: for links the page cannot do without; pictures use `PictureUrl`). */
export const AbsoluteUrl = v.pipe(v.string(), v.regex(/^https?:\/\/\S+$/, 'must be an absolute http(s) URL'));
