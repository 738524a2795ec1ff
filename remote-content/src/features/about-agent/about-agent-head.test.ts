import { addTranslations, initI18n, loadTranslations } from '@hearth/shared';
import { makeTestHeadAgent, routeHeadContext } from '@hearth/shared/testing';
import { realEstateAgentJsonLd } from '@hearth/shared/schema-org';
import type { HeadSite } from '@hearth/shared/head';
import { translations, CONTENT_NS } from '../../i18n/translations';
import { aboutAgentHead } from './about-agent-head';

const lily = makeTestHeadAgent({
  websiteTitle: null,
  imageUrl: '/files/avatars/lily-chen.svg',
  phone: '4165550100',
  email: null,
  company: null,
});

beforeAll(async () => {
  await initI18n('en');
  await addTranslations(translations);
  await loadTranslations('zh-CN'); // the Chinese heads too
});

describe("/about-agent's head", () => {
  it('names the agent, previews their avatar (absolute) and describes them as a RealEstateAgent', () => {
    const head = aboutAgentHead(routeHeadContext(CONTENT_NS, { site: { mode: 'agent', agent: lily } }));
    expect(head.jsonLd?.[0]?.image).toBe('https://lily.example.com/files/avatars/lily-chen.svg');
    expect(head).toEqual({
      description:
        'Lily Chen, your real-estate agent: contact details, brokerage and a QR code to get in touch.',
      image: '/files/avatars/lily-chen.svg',
      // The builder's (schema-org.test.ts) with the site's agent and origin: the picture made absolute.
      jsonLd: [realEstateAgentJsonLd(lily, 'https://lily.example.com')],
    });
  });

  it('previews the banner when there is no avatar; in Chinese on a Chinese page', () => {
    const site: HeadSite = { mode: 'agent', agent: { ...lily, imageUrl: null } };
    const head = aboutAgentHead(routeHeadContext(CONTENT_NS, { site, locale: 'zh-CN' }));
    expect(head.image).toBe(lily.bannerUrl);
    expect(head.description).toBe('Lily Chen，您的地产经纪：联系方式、所属经纪公司和联系用的二维码。');
  });

  it('on the portal (no agent) and before the site is known: a description only', () => {
    expect(aboutAgentHead(routeHeadContext(CONTENT_NS, { site: { mode: 'www', agent: null } }))).toEqual({
      description:
        "Each agent's profile is shown on their own site. On the world-wide site, contact our team instead.",
    });
    expect(aboutAgentHead(routeHeadContext(CONTENT_NS))).toEqual({
      description: 'Your real-estate agent: contact details, brokerage and a QR code to get in touch.',
    });
  });
});
