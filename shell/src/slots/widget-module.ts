import type { RemoteName, RemoteWidgetModule } from '@hearth/shared';
import { RemoteWidgetModuleShapeSchema } from '@hearth/shared/federation-contract';
import { RemoteLoadError } from '../federation/remote-errors';
import { checkModuleContract, isObject } from './module-contract';

/** The widget module inside an expose: its named exports, a default export, or one named export holding it. */
function widgetCandidate(raw: unknown, widget: string): unknown {
  if (!isObject(raw)) return raw;
  if ('Widget' in raw) return raw;
  if (isObject(raw.default) && 'Widget' in raw.default) return raw.default;
  return Object.values(raw).find((value) => isObject(value) && value.widget === widget) ?? raw;
}

/**
 * Checks what a remote's widget expose (`./<widget>`) provides against the contract (remote-contract.ts): the same
 * major and @hearth/shared checks as `./routes`, the remote's name and the widget's. Any mismatch is a `contract`
 * failure: the widget's slot shows the fallback, the rest of the page renders.
 */
export function validateWidgetModule(
  name: RemoteName,
  widget: string,
  raw: unknown,
): RemoteWidgetModule<object> {
  const id = `${name}/${widget}`;
  const out = checkModuleContract(name, widgetCandidate(raw, widget), RemoteWidgetModuleShapeSchema, {
    module: id,
    remote: id,
  });
  if (out.widget !== widget)
    throw new RemoteLoadError(name, 'contract', `${id} declares widget ${out.widget}`);
  return { ...out, name };
}
