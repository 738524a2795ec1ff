// Test-only helpers for the shell's unit tests (never imported by product code).
import type { ReactElement } from 'react';
import { makeTestAgent, renderWithProviders, type RenderOptions } from '@hearth/shared/testing';
import {
  useAppStore,
  useLocaleStore,
  useNativeContextStore,
  useSessionStore,
  useSiteStore,
  type SiteAgent,
} from '@hearth/shared';
import { shellTranslations } from './shell-translations';

export const lily: SiteAgent = makeTestAgent({ agentBannerUrl: 'http://files.test/lily-banner.jpg' });

/** Render with the platform providers and the shell's translations. */
export function renderShell(ui: ReactElement, options: RenderOptions = {}) {
  return renderWithProviders(ui, {
    ...options,
    translations: [shellTranslations, ...(options.translations ?? [])],
  });
}

/** Reset every shared store the shell touches. */
export function resetStores(): void {
  useSiteStore.setState({ status: 'resolving', mode: null, agent: null, error: null });
  useAppStore.setState({ isFetching: 0, bgBlur: false, windowWidth: 1024 });
  useLocaleStore.setState({ locale: 'en' });
  useSessionStore.setState({ client: null });
  useNativeContextStore.setState({ fjjUserId: null, language: null, appAuthCode: null, yonghuId: null });
}
