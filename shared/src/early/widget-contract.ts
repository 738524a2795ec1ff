// Entry-chunk safe (shared/src/early): no runtime import of the shared singleton.

/**
 * The room a widget's slot keeps while it loads (a CSS length), by width class: `narrow` below 768 px, `wide`
 * from 768 px. The shell applies it to the slot before the widget's code arrives, so nothing moves when it does.
 */
export interface WidgetReserve {
  narrow: string;
  wide: string;
}

/**
 * A widget's hidden contract with the shell, as data (ADR 0030): written by the remote's build from its
 * `src/widgets/contracts.ts` into route-chunks.json's `exposes` and mf-manifest.json's `metaData.hearth`.
 * - `primary`: per placement (a home template: `default`, `www`…), whether it is above the fold and the page's
 *   primary content: the shell starts it with the template, and the page's secondary work waits until it shows
 *   (its `aria-busy` content gone and its eager images decoded); `*` is the default for other placements.
 * - `deferUntilVisible`: below the fold, loaded only once its slot nears the viewport.
 * - `reserve`: the slot's min-height by width class.
 */
export interface WidgetContract {
  primary: Record<string, boolean>;
  deferUntilVisible: boolean;
  reserve?: WidgetReserve;
}

const PLACE = /^(?:[\w-]+|\*)$/;
/** A plain length (`30rem`, `255px`): nothing the slot's style attribute could be made to do more with. */
const LENGTH = /^\d+(?:\.\d+)?(?:rem|px|em|vh)$/;

function primaryOf(raw: unknown): Record<string, boolean> {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return {};
  return Object.fromEntries(
    Object.entries(raw).filter(
      (entry): entry is [string, boolean] => PLACE.test(entry[0]) && typeof entry[1] === 'boolean',
    ),
  );
}

function reserveOf(raw: unknown): WidgetReserve | undefined {
  const { narrow, wide } = (raw ?? {}) as { narrow?: unknown; wide?: unknown };
  return typeof narrow === 'string' && LENGTH.test(narrow) && typeof wide === 'string' && LENGTH.test(wide)
    ? { narrow, wide }
    : undefined;
}

/** Reads an untrusted contract (one expose's entry); what is malformed is dropped to its default, never thrown. */
export function parseWidgetContract(raw: unknown): WidgetContract {
  const value = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  const reserve = reserveOf(value.reserve);
  return {
    primary: primaryOf(value.primary),
    deferUntilVisible: value.deferUntilVisible === true,
    ...(reserve ? { reserve } : {}),
  };
}

/** Whether the widget is the primary content where it is placed (`place`, e.g. a home template), else `*`'s. */
export function isPrimaryOn(contract: WidgetContract | null | undefined, place: string | undefined): boolean {
  if (!contract) return false;
  return (place !== undefined ? contract.primary[place] : undefined) ?? contract.primary['*'] ?? false;
}
