import type { ReactElement } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { HearthProviders } from '../ui/providers';
import { addTranslations, initI18n } from '../i18n/i18n';
import { setRuntimeConfig } from '../config/config-store';
import { makeTestConfig } from './test-config';
import type { Locale } from '../i18n/locales';
import type { RuntimeConfig } from '../config/runtime-config-schema';
import type { RemoteTranslations } from '../federation/remote-contract';
import { useLocaleStore } from '../stores/locale-store';

export interface RenderOptions {
  route?: string;
  locale?: Locale;
  config?: RuntimeConfig;
  translations?: RemoteTranslations[];
}

/** Render a real component with the platform providers, a memory router, config and translations. */
export async function renderWithProviders(
  ui: ReactElement,
  options: RenderOptions = {},
): Promise<RenderResult> {
  const locale = options.locale ?? 'en';
  setRuntimeConfig(options.config ?? makeTestConfig());
  useLocaleStore.setState({ locale });
  await initI18n(locale);
  for (const t of options.translations ?? []) addTranslations(t);
  return render(
    <HearthProviders>
      <MemoryRouter initialEntries={[options.route ?? '/']}>{ui}</MemoryRouter>
    </HearthProviders>,
  );
}
