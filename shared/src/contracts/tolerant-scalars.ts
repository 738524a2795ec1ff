import * as v from 'valibot';
import { tolerantList } from './tolerant-lists';

const DECIMAL = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?$/;
const GROUPED = /^[+-]?\d{1,3}(?:,\d{3})+(?:\.\d+)?$/;

/** A number sent as a number or a numeric string (`"1250000"`, `" 9.99 "`, `"1,250,000"`); output a number. */
export const NumberLike = v.pipe(
  v.union([
    v.pipe(v.number(), v.finite()),
    v.pipe(
      v.string(),
      v.trim(),
      v.check((s) => DECIMAL.test(s) || GROUPED.test(s), 'must be a number or a numeric string'),
    ),
  ]),
  v.transform((x) => (typeof x === 'number' ? x : Number(x.replace(/,/g, '')))),
  v.finite(),
);

/** An integer count or code (`12`, `"12"`); output a number. */
export const IntegerLike = v.pipe(NumberLike, v.integer('must be an integer'));

/**
 * An identifier sent as a number or a non-empty string; ALWAYS output as a string (ids are opaque: consumers put
 * them in URLs, query strings, keys and payloads).
 */
export const Id = v.pipe(
  v.union([v.pipe(v.number(), v.finite()), v.pipe(v.string(), v.trim(), v.nonEmpty('must not be empty'))]),
  v.transform((x) => String(x)),
);

/**
 * An id for an OUTGOING payload: a numeric id (`"81001"`) goes back as the number services usually expect, any
 * other id as its string; null/undefined/blank → null.
 */
export function wireId(id: string | number | null | undefined): string | number | null {
  if (id === null || id === undefined) return null;
  const text = String(id).trim();
  if (!text) return null;
  const n = Number(text);
  return /^\d+$/.test(text) && Number.isSafeInteger(n) ? n : text;
}

/** Text sent as a string or a number; output a string (as sent; blank and "-" are shown as N/A by `orNA`). */
export const Text = v.pipe(
  v.union([v.string(), v.pipe(v.number(), v.finite())]),
  v.transform((x) => String(x)),
);

/** A flag: true/false, "true"/"false" (any case), 1/0, "1"/"0", "Y"/"N"; output a boolean. */
export const Flag = v.pipe(
  v.union([
    v.boolean(),
    v.picklist([0, 1]),
    v.pipe(
      v.string(),
      v.trim(),
      v.toLowerCase(),
      v.picklist(['true', 'false', '1', '0', 'y', 'n', 'yes', 'no']),
    ),
  ]),
  v.transform((x) => x === true || x === 1 || x === 'true' || x === '1' || x === 'y' || x === 'yes'),
);

/**
 * A picture address. The spec shows a placeholder when there is none: "" (or any text that is not an absolute
 * http(s) URL) → `null`; a protocol-relative `//host/x.jpg` becomes `https://host/x.jpg`.
 */
export const PictureUrl = v.pipe(
  v.string(),
  v.transform((s): string | null => {
    const url = s.trim();
    if (/^https?:\/\/\S+$/i.test(url)) return url;
    if (/^\/\/\S+$/.test(url)) return `https:${url}`;
    return null;
  }),
);

/** An optional list of pictures: malformed entries dropped and reported, empty ones dropped silently. */
export function pictureList(label: string) {
  const list = tolerantList(PictureUrl, label);
  const orEmpty = v.pipe(
    v.nullable(list),
    v.transform((urls): string[] => (urls ?? []).filter((u): u is string => u !== null)),
  );
  return v.optional(v.fallback(orEmpty, [] as string[]), [] as string[]);
}
