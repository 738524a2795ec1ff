import './base.css';
import type { ReactNode } from 'react';
import { I18nextProvider } from '@hearth/shared/react-i18next';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { i18n } from '@hearth/shared';

/**
 * The providers every page runs inside: the shell wraps the whole app with them, each remote's standalone harness
 * does the same, and so do the test helpers, so a remote behaves alike in all three. `queryClient` is the page's
 * one data cache (ADR 0008): the shell's, the harness's own, or a fresh one per test.
 */
export function HearthProviders({
  queryClient,
  children,
}: {
  queryClient: QueryClient;
  children: ReactNode;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
    </QueryClientProvider>
  );
}
