import type { QueryClient } from '@tanstack/react-query';
import { addTranslations, type RemoteName, type RemoteWidgetModule } from '@hearth/shared';
import { type WidgetId } from '@hearth/shared/remote';
import type { RemoteSource } from '../federation/remote-source';
import { cachedModule, rememberModule } from './module-cache';
import { validateWidgetModule } from './widget-module';

/** `<remote>/<widget>` → the remote and the widget's expose name. */
export function splitWidgetId(id: WidgetId): [RemoteName, string] {
  return id.split('/') as [RemoteName, string];
}

/** Checks a loaded expose against the widget contract, registers its texts and remembers it. Throws on a mismatch. */
export function acceptWidget(source: RemoteSource, id: WidgetId, raw: unknown): RemoteWidgetModule<object> {
  const [name, widget] = splitWidgetId(id);
  const module = validateWidgetModule(name, widget, raw);
  addTranslations(module.translations);
  rememberModule(source, id, module);
  return module;
}

/** Calls a widget's prefetch; a throwing or rejecting one is logged, never breaks the widget (its queries fetch). */
export function runWidgetPrefetch(
  module: RemoteWidgetModule<object>,
  props: object,
  queryClient: QueryClient | undefined,
): void {
  if (!module.prefetch || !queryClient) return;
  const warn = (error: unknown) =>
    console.warn(`[hearth] widget ${module.name}/${module.widget} prefetch failed`, error);
  try {
    const pending = module.prefetch({ props, queryClient });
    if (pending) pending.then(undefined, warn);
  } catch (error) {
    warn(error);
  }
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
  const [name, widget] = splitWidgetId(id);
  source
    .loadExpose(name, `./${widget}`)
    .then((raw) => runWidgetPrefetch(acceptWidget(source, id, raw), props, queryClient))
    .catch(() => undefined);
}
