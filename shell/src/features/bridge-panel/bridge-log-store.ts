import { create } from 'zustand';
import { bus, type BridgeCallEvent } from '@hearth/shared';

export interface BridgeLogEntry extends BridgeCallEvent {
  id: number;
  at: number;
}

const MAX_ENTRIES = 50;

interface BridgeLogState {
  entries: BridgeLogEntry[];
  clear: () => void;
}

/** Recent `bridge:call` events, newest first (the dev bridge panel shows them). */
export const useBridgeLogStore = create<BridgeLogState>((set) => ({
  entries: [],
  clear: () => set({ entries: [] }),
}));

let sequence = 0;

function record(event: BridgeCallEvent): void {
  sequence += 1;
  const entry = { ...event, id: sequence, at: Date.now() };
  useBridgeLogStore.setState((s) => ({ entries: [entry, ...s.entries].slice(0, MAX_ENTRIES) }));
}

let users = 0;

/** Starts recording bridge calls (reference-counted: several users record once); returns the stop function. */
export function startBridgeLog(): () => void {
  if (users === 0) bus.on('bridge:call', record);
  users += 1;
  let stopped = false;
  return () => {
    if (stopped) return;
    stopped = true;
    users -= 1;
    if (users === 0) bus.off('bridge:call', record);
  };
}
