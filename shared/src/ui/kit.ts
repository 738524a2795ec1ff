// Cross-remote UI kit (agent sidebar, pagination, share bar, tabs, company video) and the lead-creation client.
// Re-exported by the `@hearth/shared/ui` entry (`export * from '../ui/kit'`).
export { AgentSidebar, type AgentSidebarProps } from './agent-sidebar/agent-sidebar';
export { AgentProfile } from './agent-sidebar/agent-profile';
export { agentPhoneOf } from './agent-sidebar/agent-phone';
export { ContactForm } from './agent-sidebar/contact-form';
export {
  validateContact,
  CONTACT_EMAIL_PATTERN,
  type ContactValues,
  type ContactError,
  type ContactErrorKey,
} from './agent-sidebar/validate-contact';
export { buildContactLead, LEAD_CHANNEL, CONTACT_LEAD_NAME } from './agent-sidebar/build-lead';
export { Pagination, type PaginationProps } from './pagination/pagination';
export { pageWindow, type PageItem } from './pagination/page-window';
export { usePageParam, parsePageParam } from './pagination/use-page-param';
export { CompanyVideo, type CompanyVideoProps } from './company-video/company-video';
export { Tabs, type TabItem, type TabsProps } from './tabs/tabs';
export { ShareBar, type ShareBarProps } from './share-bar/share-bar';
export { shareUrl, SHARE_TARGETS, type ShareTarget } from './share-bar/share-links';
export { kitTranslations, ensureKitTranslations, KIT_NAMESPACE } from './kit-i18n/kit-translations';
export { createLead } from '../api/lead/create-lead';
export { PageLayout, PageNotice } from './page-layout/page-layout';
export { AgentPage } from './page-layout/agent-page';
