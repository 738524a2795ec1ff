import { CONTRACT_DROPPED_HOOK, type ContractDroppedItem } from '../contracts/tolerant';

/**
 * Records what the tolerant contracts drop (test helper): installs a recording hook as
 * `globalThis[Symbol.for('hearth:contract-dropped')]`; `restore()` puts the previous hook back.
 */
export function captureContractDrops(): { drops: ContractDroppedItem[]; restore: () => void } {
  const global = globalThis as Record<symbol, unknown>;
  const had = Object.prototype.hasOwnProperty.call(global, CONTRACT_DROPPED_HOOK);
  const previous = global[CONTRACT_DROPPED_HOOK];
  const drops: ContractDroppedItem[] = [];
  global[CONTRACT_DROPPED_HOOK] = (report: ContractDroppedItem) => drops.push(report);
  return {
    drops,
    restore: () => {
      if (had) global[CONTRACT_DROPPED_HOOK] = previous;
      else delete global[CONTRACT_DROPPED_HOOK];
    },
  };
}
