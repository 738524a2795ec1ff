import type { SiteAgent } from '../stores/site-store';

/** The seeded active agent `lily` (sandbox-api seed), as the site store holds it, for unit tests; override any field. */
export function makeTestAgent(overrides: Partial<SiteAgent> = {}): SiteAgent {
  return {
    agentName: 'Lily Chen',
    agentMobile: '4165550142',
    agentPhone: '4165550100',
    agentImageUrl: 'http://files.test/lily.jpg',
    agentBannerUrl: null,
    agentTitle: 'Sales Representative',
    agentEmail: 'lily.chen@hearth.example',
    agentCompany: 'Hearth Realty Inc., Brokerage',
    agentWechatQRCode: null,
    agentSlogan: null,
    userId: '1001',
    yonghuId: '81001',
    website_status: true,
    cims_uid: '51001',
    website_title: null,
    agentBlogUri: 'lily',
    agentSignatureImg: null,
    storeInfo: { template: 'default', timestamp: 0 },
    ...overrides,
  };
}
