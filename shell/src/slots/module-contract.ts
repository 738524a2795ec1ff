import * as v from 'valibot';
import { CONTRACT_MAJOR, SHARED_VERSION, singletonSatisfies, type RemoteName } from '@hearth/shared';
import { RemoteLoadError } from '../federation/remote-errors';

export function isObject(value: unknown): value is Record<string, unknown> {
  return !!value && typeof value === 'object';
}

/** How the failures name what was checked: `remote_listings/routes` and `remote_listings`, or a widget's id twice. */
export interface ContractLabels {
  module: string;
  remote: string;
}

/**
 * The checks `./routes` and a widget's expose share (remote-contract.ts): a module of the shell's contract major,
 * of the contract's shape, built against a @hearth/shared this shell satisfies (a newer one may call exports we
 * lack: refused before anything of it renders), declaring the remote's name. Any mismatch is a `contract` failure.
 */
export function checkModuleContract<T extends { sharedVersion: string; name: string }>(
  name: RemoteName,
  mod: unknown,
  schema: v.GenericSchema<unknown, T>,
  labels: ContractLabels,
): T {
  const fail = (message: string) => new RemoteLoadError(name, 'contract', message);
  if (!isObject(mod)) throw fail(`${labels.module} is not a module`);
  if (mod.contractMajor !== CONTRACT_MAJOR)
    throw fail(
      `${labels.remote} implements contract ${String(mod.contractMajor)}, the shell ${CONTRACT_MAJOR}`,
    );
  const parsed = v.safeParse(schema, mod);
  if (!parsed.success) {
    const issues = parsed.issues.map((i) => `${v.getDotPath(i) ?? '(module)'}: ${i.message}`).join('; ');
    throw fail(`${labels.module}: ${issues}`);
  }
  const out = parsed.output;
  if (!singletonSatisfies(SHARED_VERSION, out.sharedVersion))
    throw fail(
      `${labels.remote} was built against @hearth/shared ${out.sharedVersion}, the shell provides ${SHARED_VERSION}`,
    );
  if (out.name !== name) throw fail(`${labels.module} declares name ${out.name}`);
  return out;
}
