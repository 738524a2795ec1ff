import { bus } from '../events/bus';
import type { ContractDroppedHook } from '../contracts/tolerant';

/** The same registry symbol as the contracts' `CONTRACT_DROPPED_HOOK` (Symbol.for: one per realm). */
const CONTRACT_DROPPED_HOOK = Symbol.for('hearth:contract-dropped');

/**
 * Installs the global hook the tolerant contracts call when they drop a malformed list item
 * (`globalThis[Symbol.for('hearth:contract-dropped')]`, see shared/src/contracts/tolerant.ts). The contracts are
 * pure valibot and bundled into every container, so they cannot import the bus; the shared singleton installs this
 * hook once when it loads (shared/src/index.ts): the drop is logged (console.warn) and emitted on the bus as
 * `contract:item-dropped`. Idempotent; returns a function that removes the hook (tests).
 */
export function installContractReporter(): () => void {
  const hook: ContractDroppedHook = (report) => {
    const where = report.issues.map((i) => `${i.path || '(item)'}: ${i.message}`).join('; ');
    console.warn(`[contracts] dropped ${report.label}[${report.index}]: ${where}`);
    bus.emit('contract:item-dropped', report);
  };
  const global = globalThis as Record<symbol, unknown>;
  global[CONTRACT_DROPPED_HOOK] = hook;
  return () => {
    if (global[CONTRACT_DROPPED_HOOK] === hook) delete global[CONTRACT_DROPPED_HOOK];
  };
}
