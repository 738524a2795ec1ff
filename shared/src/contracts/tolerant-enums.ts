import * as v from 'valibot';

/**
 * A text enumeration matched case-insensitively (`"SALE"`, `"sale"` → `"Sale"`); an unknown value → `null`
 * (never a failure: the page shows no tag / style for it).
 */
export function looseEnum<const TValues extends readonly string[]>(values: TValues) {
  return v.pipe(
    v.union([v.string(), v.number()]),
    v.transform((x): TValues[number] | null => {
      const key = String(x).trim().toLowerCase();
      return values.find((value) => value.toLowerCase() === key) ?? null;
    }),
  );
}

/** A numeric enumeration (`2` or `"2"`); an unknown value → `null`. */
export function looseNumberEnum<const TValues extends readonly number[]>(values: TValues) {
  return v.pipe(
    v.union([v.number(), v.string()]),
    v.transform((x): TValues[number] | null => {
      const n = typeof x === 'number' ? x : Number(x.trim() || NaN);
      return values.find((value) => value === n) ?? null;
    }),
  );
}
