// Every zustand store starts each test in its initial state (zustand's testing recipe): `create` is wrapped to
// remember each store's initial state, and the jest setup resets them all after every test.
import type * as Zustand from 'zustand';

const resets = new Set<() => void>();

/** The real `zustand` with a `create` that registers each store for `resetAllStores`. */
export function zustandWithReset(actual: typeof Zustand): typeof Zustand {
  const createUncurried = (creator: Zustand.StateCreator<unknown>) => {
    const store = actual.create(creator);
    const initial = store.getInitialState();
    resets.add(() => store.setState(initial, true));
    return store;
  };
  const create = ((creator?: Zustand.StateCreator<unknown>) =>
    creator === undefined ? createUncurried : createUncurried(creator)) as typeof Zustand.create;
  return { ...actual, create };
}

export function resetAllStores(): void {
  for (const reset of resets) reset();
}
