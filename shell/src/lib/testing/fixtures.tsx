// Test-only helpers for the shell's unit tests (never imported by product code).
import type { ReactElement } from 'react';
import { renderWithProviders, type RenderOptions } from '@hearth/shared/testing';
import {
  useAppStore,
  useLocaleStore,
  useNativeContextStore,
  useSessionStore,
  useSiteStore,
} from '@hearth/shared';
import type { AgentInfo } from '@hearth/shared/contracts';
import { shellTranslations } from '../i18n/shell-translations';

export const lily: AgentInfo = {
  agentName: 'Lily Chen',
  agentMobile: '4165550142',
  agentPhone: '4165550100',
  agentImageUrl: 'http://files.test/lily.jpg',
  agentBannerUrl: 'http://files.test/lily-banner.jpg',
  agentTitle: 'Sales Representative',
  agentEmail: 'lily.chen@hearth.example',
  agentCompany: 'Hearth Realty Inc., Brokerage',
  agentWechatQRCode: null,
  agentSlogan: null,
  userId: 1001,
  yonghuId: 81001,
  website_status: true,
  cims_uid: 51001,
  website_title: null,
  agentBlogUri: 'lily',
  agentSignatureImg: null,
  storeInfo: { template: 'default', timestamp: 0 },
};

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
