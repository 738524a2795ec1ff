import * as v from 'valibot';
import {
  CONTRACT_MAJOR,
  SHARED_VERSION,
  singletonSatisfies,
  RemoteWidgetModuleShapeSchema,
  type RemoteName,
  type RemoteWidgetModule,
} from '@hearth/shared';
import { RemoteLoadError } from '../federation/remote-errors';

function isObject(value: unknown): value is Record<string, unknown> {
  return !!value && typeof value === 'object';
}

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
  const mod = widgetCandidate(raw, widget);
  const id = `${name}/${widget}`;
  if (!isObject(mod)) throw new RemoteLoadError(name, 'contract', `${id} is not a module`);
  if (mod.contractMajor !== CONTRACT_MAJOR) {
    throw new RemoteLoadError(
      name,
      'contract',
      `${id} implements contract ${String(mod.contractMajor)}, the shell ${CONTRACT_MAJOR}`,
    );
  }
  const parsed = v.safeParse(RemoteWidgetModuleShapeSchema, mod);
  if (!parsed.success) {
    const issues = parsed.issues.map((i) => `${v.getDotPath(i) ?? '(module)'}: ${i.message}`).join('; ');
    throw new RemoteLoadError(name, 'contract', `${id}: ${issues}`);
  }
  const out = parsed.output;
  if (!singletonSatisfies(SHARED_VERSION, out.sharedVersion)) {
    throw new RemoteLoadError(
      name,
      'contract',
      `${id} was built against @hearth/shared ${out.sharedVersion}, the shell provides ${SHARED_VERSION}`,
    );
  }
  if (out.name !== name) throw new RemoteLoadError(name, 'contract', `${id} declares name ${out.name}`);
  if (out.widget !== widget)
    throw new RemoteLoadError(name, 'contract', `${id} declares widget ${out.widget}`);
  return { ...out, name };
}
