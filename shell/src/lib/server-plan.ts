import * as v from 'valibot';
import { LOCALES, type Locale, type RemoteName, type SiteAgent, type SiteMode } from '@hearth/shared';
import { REMOTE_NAMES } from '@hearth/shared/federation-contract';
import type { DehydratedState } from '@tanstack/react-query';
import { parseWidgetContract, readStartPlanJson, type WidgetContract } from '@hearth/shared/early';
import type { WidgetId } from '@hearth/shared/remote';

/** The server's start plan as the browser takes it (shell/src/server/start-plan.ts writes it). */
export interface ServerPlan {
  /** The path and query the server rendered (absent from an older server's plan). */
  url?: string;
  locale: Locale;
  site: { mode: SiteMode; agent: SiteAgent | null } | null;
  owner: RemoteName | null;
  queries: DehydratedState | null;
  viewportWidth: number;
  /** The remote widgets the server rendered with their data: loaded before hydrating. */
  widgets: WidgetId[];
  /** The widget contracts the server rendered with, by remote and expose: taken as read before hydrating. */
  contracts: Partial<Record<RemoteName, Record<string, WidgetContract>>>;
}

/** A remote's contracts as the plan gives them, each read like route-chunks.json's (malformed: the defaults). */
const ContractsSchema = v.pipe(
  v.record(v.string(), v.unknown()),
  v.transform((read) =>
    Object.fromEntries(Object.entries(read).map(([expose, raw]) => [expose, parseWidgetContract(raw)])),
  ),
);

const PlanSchema = v.object({
  url: v.optional(v.string()),
  locale: v.picklist(LOCALES),
  site: v.nullable(
    v.object({
      mode: v.picklist(['www', 'agent', 'inactive'] as const),
      agent: v.nullable(v.custom<SiteAgent>((a) => typeof a === 'object' && a !== null)),
    }),
  ),
  owner: v.nullable(v.picklist(REMOTE_NAMES)),
  queries: v.nullable(
    v.custom<DehydratedState>(
      (q) => typeof q === 'object' && q !== null && Array.isArray((q as DehydratedState).queries),
    ),
  ),
  viewportWidth: v.pipe(v.number(), v.integer(), v.minValue(1)),
  // Tolerant: a plan from a server that renders no widget has none (and hydrates as before).
  widgets: v.optional(
    v.array(
      v.custom<WidgetId>(
        (id) =>
          typeof id === 'string' && (REMOTE_NAMES as readonly string[]).includes(id.split('/')[0] ?? ''),
      ),
    ),
    [],
  ),
  // Tolerant: an older server's plan has none (the browser reads them as before).
  contracts: v.optional(v.record(v.picklist(REMOTE_NAMES), ContractsSchema), {}),
});

/**
 * The plan of a page the server rendered, or null: a static page (the fallback), a plan this build cannot read, or
 * one rendered for another address than `address` (the path and query now, the identity already out: the address
 * changes under the server's markup when history is walked before the app code has started). Then the page is
 * rendered afresh in the browser, never hydrated from a plan that does not match it.
 */
export function serverPlan(root: HTMLElement, address: string): ServerPlan | null {
  if (!root.hasChildNodes()) return null;
  const parsed = v.safeParse(PlanSchema, readStartPlanJson());
  if (!parsed.success) return null;
  const plan = parsed.output as ServerPlan;
  return plan.url === undefined || plan.url === address ? plan : null;
}
