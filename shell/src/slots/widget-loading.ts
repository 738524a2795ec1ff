import type { QueryClient } from '@tanstack/react-query';
import { addTranslations, type RemoteName, type RemoteWidgetModule } from '@hearth/shared';
import { type WidgetId } from '@hearth/shared/remote';
import type { RemoteSource } from '../federation/remote-source';
import { settleWithin } from '../federation/remote-errors';
import { cachedModule, rememberModule } from './module-cache';
import { validateWidgetModule } from './widget-module';

/** `<remote>/<widget>` → the remote and the widget's expose name. */
export function splitWidgetId(id: WidgetId): [RemoteName, string] {
  return id.split('/') as [RemoteName, string];
}

/**
 * Checks a loaded expose against the widget contract and registers its texts (the page's language starts loading:
 * whoever shows the widget awaits them, and remembers it once they are in). Throws on a mismatch.
 */
export function checkWidget(id: WidgetId, raw: unknown): RemoteWidgetModule<object> {
  const [name, widget] = splitWidgetId(id);
  const module = validateWidgetModule(name, widget, raw);
  addTranslations(module.translations).catch(() => undefined);
  return module;
}

/**
 * Calls a widget's prefetch; a throwing or rejecting one is logged, never breaks the widget (its queries fetch).
 * Resolves once it is done, failed or not.
 */
export async function runWidgetPrefetch(
  module: RemoteWidgetModule<object>,
  props: object,
  queryClient: QueryClient | undefined,
): Promise<void> {
  if (!module.prefetch || !queryClient) return;
  try {
    await module.prefetch({ props, queryClient });
  } catch (error) {
    console.warn(`[hearth] widget ${module.name}/${module.widget} prefetch failed`, error);
  }
}

/**
 * A widget's expose loaded and checked, and its prefetch run to the end (its data in `queryClient`). Remembered for
 * the source's slots unless `remember` is false (the server remembers only what made its budget), its texts in. Rejects
 * when the module or its texts cannot be loaded, or it does not meet the contract.
 */
export async function loadWidget(
  id: WidgetId,
  props: object,
  source: RemoteSource,
  queryClient: QueryClient | undefined,
  remember = true,
): Promise<RemoteWidgetModule<object>> {
  const [name, widget] = splitWidgetId(id);
  const raw = await source.loadExpose(name, `./${widget}`);
  const module = checkWidget(id, raw);
  await Promise.all([addTranslations(module.translations), runWidgetPrefetch(module, props, queryClient)]);
  if (remember) rememberModule(source, id, module);
  return module;
}

/**
 * Loads a widget the page will show before the page renders (a home template's above-the-fold widget, once the
 * site is known): its module is accepted and its prefetch starts now, so its data leaves with its code instead of
 * after the template, the slot and the widget have rendered. Failures are left to the widget's slot.
 */
export function startWidget(
  id: WidgetId,
  props: object,
  source: RemoteSource,
  queryClient: QueryClient,
): void {
  // Already accepted from this source: its slot renders it at once.
  if (cachedModule(source, id)) return;
  loadWidget(id, props, source, queryClient).catch(() => undefined);
}

/**
 * The widgets the server rendered (its start plan's `widgets`: prop-less, above the fold), taken over before
 * hydrating: each module loaded, accepted and remembered for its slot (which then renders it at once, as the server
 * did), its prefetch not run (the data is the server's, from the plan). Resolves to false when one
 * cannot be loaded within `timeoutMs`: the page is then rendered afresh, as when the owner's page cannot be taken
 * over.
 */
export async function takeServerWidgets(
  ids: readonly WidgetId[],
  source: RemoteSource,
  timeoutMs: number,
): Promise<boolean> {
  // No prefetch: their data is the plan's. What the server did not get in time, the widget asks for once hydrated:
  // an answer landing before hydration would make its first render differ from the server's markup.
  const taken = Promise.all(ids.map((id) => loadWidget(id, {}, source, undefined)));
  try {
    await settleWithin(taken, timeoutMs, () => new Error(`widgets not loaded within ${timeoutMs} ms`));
    return true;
  } catch (error) {
    console.warn('[hearth] a server-rendered widget cannot be taken over: rendered in the browser', error);
    return false;
  }
}
