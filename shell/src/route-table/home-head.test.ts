import { addTranslations, initI18n } from '@hearth/shared';
import { makeTestHeadAgent, routeHeadContext } from '@hearth/shared/testing';
import { realEstateAgentJsonLd } from '@hearth/shared/schema-org';
import type { HeadSite } from '@hearth/shared/head';
import { SHELL_PAGES } from './shell-pages';
import { SHELL_NS } from '../lib/i18n/shell-translations';
import { shellTranslations } from '../lib/testing/shell-translations';

const homeHead = SHELL_PAGES.find((page) => page.id === 'home')!.head!;

const lily = makeTestHeadAgent({ slogan: null });

beforeAll(async () => {
  await initI18n('en');
  addTranslations(shellTranslations);
});

describe("the home's head (ADR 0032)", () => {
  it("on an agent's site: the agent's name, banner and the agent as a RealEstateAgent", () => {
    const head = homeHead(routeHeadContext(SHELL_NS, { site: { mode: 'agent', agent: lily } }));
    expect(head).toEqual({
      description:
        'Homes for sale and lease with Lily Chen: featured listings, market news and a direct line to your agent.',
      image: 'https://files.example.com/banners/lily.svg',
      // The builder's (schema-org.test.ts) with the site's agent and origin.
      jsonLd: [realEstateAgentJsonLd(lily, 'https://lily.example.com')],
    });
  });

  it('the avatar when the agent has no banner; no JSON-LD before the site is known', () => {
    const site: HeadSite = { mode: 'agent', agent: { ...lily, bannerUrl: null } };
    expect(homeHead(routeHeadContext(SHELL_NS, { site })).image).toBe(lily.imageUrl);
    expect(homeHead(routeHeadContext(SHELL_NS, { site: { mode: null, agent: null } }))).toEqual({
      description:
        'Homes for sale and lease: featured listings, market news and a direct line to your agent.',
      image: null,
      jsonLd: [],
    });
  });

  it('on the portal: the tagline, and neither picture nor agent (the portal has no picture of its own)', () => {
    const head = homeHead(
      routeHeadContext(SHELL_NS, { site: { mode: 'www', agent: null }, locale: 'zh-CN' }),
    );
    expect(head).toEqual({ description: expect.any(String) });
    expect(head.description).toMatch(/[\u4e00-\u9fff]/);
  });
});
