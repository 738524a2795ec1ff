import { createSharedStore } from '../stores/create-shared-store';
import type { RuntimeConfig } from './runtime-config-schema';

interface ConfigState {
  config: RuntimeConfig | null;
}

/** Holds the validated runtime config. Set once by the shell (or a remote's standalone harness). */
export const useConfigStore = createSharedStore<ConfigState>(() => ({ config: null }));

export function setRuntimeConfig(config: RuntimeConfig): void {
  useConfigStore.setState({ config });
}

export function getRuntimeConfig(): RuntimeConfig {
  const { config } = useConfigStore.getState();
  if (!config) throw new Error('Runtime config is not loaded yet');
  return config;
}

export function useRuntimeConfig(): RuntimeConfig {
  const config = useConfigStore((s) => s.config);
  if (!config) throw new Error('Runtime config is not loaded yet');
  return config;
}
