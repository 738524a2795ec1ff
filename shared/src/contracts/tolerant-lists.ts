import * as v from 'valibot';

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
