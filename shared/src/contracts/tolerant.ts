import * as v from 'valibot';

/**
 * Building blocks of TOLERANT response contracts (ADR 0003, "Tolerant contracts"). A backend that answers what the
 * spec promises, and no more, must work:
 * - only what the spec promises AND the page needs is required; every other field goes through `maybe()`
 *   (absent, null or of the wrong type → `null`, and the page degrades: placeholder, hidden line, N/A);
 * - numbers may arrive as numeric strings (`NumberLike`); ids are numbers or strings and are always output as
 *   STRINGS (`Id`) — consumers put them in URLs, query strings, React keys and payloads (`wireId` turns a numeric
 *   id back into a number for outgoing payloads);
 * - dates and times may be date-only, `YYYY-MM-DD HH:mm[:ss[.fff]]` or ISO 8601 with T / Z / offset
 *   (`DateTimeText`); the output is normalised (`YYYY-MM-DD` or `YYYY-MM-DDTHH:mm:ss[.fff][Z|±HH:mm]`) and a
 *   zone-less value keeps the meaning the endpoint gives it (UTC for the vendor service);
 * - enumerations match case-insensitively and an unknown value becomes `null` (`looseEnum`), never a failure;
 * - unknown extra fields are ignored (`v.object` strips them; never `strictObject`);
 * - a malformed ITEM of a list is dropped and reported (`tolerantList`), the rest of the list survives.
 *
 * Pure valibot: this file runs in browsers, in node (the sandbox) and is bundled into each federated container, so it
 * must not import the event bus. Drops are reported through a global hook (see `reportDroppedItem`) that the
 * shared singleton installs (`shared/src/http/contract-reporter.ts`).
 */

// ---------------------------------------------------------------------------------------------------------------
// Reporting dropped list items
// ---------------------------------------------------------------------------------------------------------------

/** `globalThis[CONTRACT_DROPPED_HOOK]`, when a function, receives every dropped list item. */
export const CONTRACT_DROPPED_HOOK = Symbol.for('hearth:contract-dropped');

/** One problem of a dropped item: the dot path inside the item (empty for the item itself) and the message. */
export interface DroppedItemIssue {
  path: string;
  message: string;
}

/** What is reported when a list item is dropped. */
export interface ContractDroppedItem {
  /** Which list: `<host>:<path> <field>`, e.g. `cmis:/channel/channelHouseListByUserAttention data`. */
  label: string;
  /** Index of the dropped item in the list as received. */
  index: number;
  issues: DroppedItemIssue[];
}

export type ContractDroppedHook = (report: ContractDroppedItem) => void;

function summarise(issues: readonly v.BaseIssue<unknown>[]): DroppedItemIssue[] {
  return issues.slice(0, 5).map((issue) => ({ path: v.getDotPath(issue) ?? '', message: issue.message }));
}

/** Reports a dropped list item: to the global hook when one is installed, else with `console.warn`. */
export function reportDroppedItem(report: ContractDroppedItem): void {
  const hook = (globalThis as Record<symbol, unknown>)[CONTRACT_DROPPED_HOOK];
  if (typeof hook === 'function') {
    try {
      (hook as ContractDroppedHook)(report);
      return;
    } catch (error) {
      console.warn('[contracts] the contract-dropped hook failed', error);
    }
  }
  const where = report.issues.map((i) => `${i.path || '(item)'}: ${i.message}`).join('; ');
  console.warn(`[contracts] dropped ${report.label}[${report.index}]: ${where}`, report);
}

// ---------------------------------------------------------------------------------------------------------------
// Lists
// ---------------------------------------------------------------------------------------------------------------

/** A schema whose input and output types are known (what the list helpers return). */
export type TypedSchema<TInput, TOutput> = v.GenericSchema<TInput, TOutput>;

/**
 * A REQUIRED list: must be an array (else the parse fails), but each item is parsed on its own — a malformed item
 * is dropped and reported (`reportDroppedItem`) while the others survive.
 */
export function tolerantList<TItem extends v.GenericSchema>(
  item: TItem,
  label: string,
): TypedSchema<v.InferInput<TItem>[], v.InferOutput<TItem>[]> {
  return v.pipe(
    v.array(v.unknown()),
    v.transform((items) => {
      const kept: v.InferOutput<TItem>[] = [];
      items.forEach((raw, index) => {
        const result = v.safeParse(item, raw);
        if (result.success) kept.push(result.output);
        else reportDroppedItem({ label, index, issues: summarise(result.issues) });
      });
      return kept;
    }),
  ) as unknown as TypedSchema<v.InferInput<TItem>[], v.InferOutput<TItem>[]>;
}

/**
 * An OPTIONAL list (an object entry): absent, null or not an array → `[]`; otherwise as `tolerantList`.
 */
export function optionalList<TItem extends v.GenericSchema>(item: TItem, label: string) {
  const list = tolerantList(item, label);
  const orEmpty = v.pipe(
    v.nullable(list),
    v.transform((items): v.InferOutput<TItem>[] => items ?? []),
  );
  return v.optional(v.fallback(orEmpty, [] as v.InferOutput<TItem>[]), [] as v.InferOutput<TItem>[]);
}

// ---------------------------------------------------------------------------------------------------------------
// Optional fields
// ---------------------------------------------------------------------------------------------------------------

/**
 * An OPTIONAL field (an object entry): absent, null, or a value `schema` rejects → `null` (the page degrades).
 * Use it for everything the spec does not promise or the page can do without.
 */
export function maybe<TSchema extends v.GenericSchema>(schema: TSchema) {
  const nullable = v.nullable(schema);
  return v.optional(
    v.fallback(nullable, null as v.InferOutput<typeof nullable>),
    null as v.InferOutput<typeof nullable>,
  );
}

// ---------------------------------------------------------------------------------------------------------------
// Scalars
// ---------------------------------------------------------------------------------------------------------------

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

// ---------------------------------------------------------------------------------------------------------------
// Dates and times
// ---------------------------------------------------------------------------------------------------------------

const DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d{1,9}))?)?)?\s*(Z|[+-]\d{2}(?::?\d{2})?)?$/i;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** Normalises a date/time text, or returns null when it is not one of the accepted forms (or not a real date). */
export function normaliseDateTime(text: string): string | null {
  const m = DATE_TIME.exec(text.trim());
  if (!m) return null;
  const [, y, mo, d, h, mi, s, frac, zone] = m;
  const year = Number(y);
  const month = Number(mo);
  const day = Number(d);
  const probe = new Date(Date.UTC(year, month - 1, day));
  if (month < 1 || month > 12 || probe.getUTCDate() !== day || probe.getUTCMonth() !== month - 1) return null;
  const date = `${y}-${mo}-${d}`;
  if (h === undefined) return zone === undefined ? date : null;
  if (Number(h) > 23 || Number(mi) > 59 || Number(s ?? 0) > 59) return null;
  let offset = '';
  if (zone) {
    const z = zone.toUpperCase();
    if (z === 'Z') offset = 'Z';
    else {
      const digits = z.replace(':', '');
      const oh = Number(digits.slice(1, 3));
      const om = Number(digits.slice(3, 5) || '0');
      if (oh > 18 || om > 59) return null;
      offset = `${digits.charAt(0)}${pad(oh)}:${pad(om)}`;
    }
  }
  const fraction = frac ? `.${frac.slice(0, 3).padEnd(3, '0')}` : '';
  return `${date}T${h}:${mi}:${s ?? '00'}${fraction}${offset}`;
}

/**
 * A date or date-time: `YYYY-MM-DD`, `YYYY-MM-DD HH:mm[:ss[.fff]]`, ISO 8601 (`T`, `Z`, `±HH:mm`, `±HHmm`), or
 * epoch milliseconds. Output normalised: `YYYY-MM-DD` (date only) or `YYYY-MM-DDTHH:mm:ss[.fff][Z|±HH:mm]`;
 * epoch milliseconds become UTC (`…Z`). A zone-less value keeps the meaning its endpoint documents.
 * `@hearth/shared/dates` (formatDate / formatDateTime) displays every output form.
 */
export const DateTimeText = v.pipe(
  v.union([
    v.pipe(
      v.string(),
      v.check((s) => normaliseDateTime(s) !== null, 'must be a date or a date-time'),
    ),
    v.pipe(
      v.number(),
      v.finite(),
      v.check((n) => !Number.isNaN(new Date(n).getTime()), 'must be a time'),
    ),
  ]),
  v.transform((x) => (typeof x === 'number' ? new Date(x).toISOString() : (normaliseDateTime(x) as string))),
);

// ---------------------------------------------------------------------------------------------------------------
// Enumerations
// ---------------------------------------------------------------------------------------------------------------

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
