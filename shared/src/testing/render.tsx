import type { ReactElement } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { MemoryRouter } from '@hearth/shared/router';
import type { QueryClient } from '@tanstack/react-query';
import { HearthProviders } from '../ui/providers';
import { addTranslations, initI18n } from '../i18n/i18n';
import { setRuntimeConfig } from '../config/config-store';
import { makeTestConfig } from './test-config';
import type { Locale } from '../i18n/locales';
import type { RuntimeConfig } from '../config/runtime-config-schema';
import type { RemoteTranslations } from '../federation/remote-contract';
import { useLocaleStore } from '../stores/locale-store';
import { createTestQueryClient } from './query-client';

export interface RenderOptions {
  route?: string;
  locale?: Locale;
  config?: RuntimeConfig;
  translations?: RemoteTranslations[];
  /** The data cache; a fresh one per render by default (retries off), so no test sees another's data. */
  queryClient?: QueryClient;
}

/**
 * Render a real component with the platform providers (a fresh QueryClient unless one is given), a memory router,
 * config and translations. The result carries the QueryClient (e.g. to inspect or seed the cache).
 */
export async function renderWithProviders(
  ui: ReactElement,
  options: RenderOptions = {},
): Promise<RenderResult & { queryClient: QueryClient }> {
  const locale = options.locale ?? 'en';
  setRuntimeConfig(options.config ?? makeTestConfig());
  useLocaleStore.setState({ locale });
  await initI18n(locale);
  await Promise.all((options.translations ?? []).map(addTranslations));
  const queryClient = options.queryClient ?? createTestQueryClient();
  const result = render(
    <HearthProviders queryClient={queryClient}>
      <MemoryRouter initialEntries={[options.route ?? '/']}>{ui}</MemoryRouter>
    </HearthProviders>,
  );
  return { ...result, queryClient };
}
