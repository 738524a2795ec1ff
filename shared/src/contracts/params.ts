import * as v from 'valibot';

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

/** A boolean query param: true/false/1/0 (string or boolean). */
export const BoolParam = v.pipe(
  v.union([v.boolean(), v.picklist(['true', 'false', '1', '0'])]),
  v.transform((x) => x === true || x === 'true' || x === '1'),
);

/** A non-empty trimmed string. */
export const NonEmpty = v.pipe(v.string(), v.trim(), v.nonEmpty('must not be empty'));

/** An id that the services hand out as a number or a numeric string; output as a string. */
export const IdParam = v.pipe(
  v.union([v.pipe(v.string(), v.trim(), v.nonEmpty('must not be empty')), v.number()]),
  v.transform(String),
);

/** UTC date-time as the vendor service writes it: `YYYY-MM-DD HH:mm:ss`. */
export const UtcDateTime = v.pipe(
  v.string(),
  v.regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/, 'YYYY-MM-DD HH:mm:ss'),
);

/** Calendar date `YYYY-MM-DD`. */
export const IsoDate = v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/, 'YYYY-MM-DD'));

/** An absolute http(s) URL. */
export const AbsoluteUrl = v.pipe(v.string(), v.regex(/^https?:\/\/\S+$/, 'must be an absolute http(s) URL'));
