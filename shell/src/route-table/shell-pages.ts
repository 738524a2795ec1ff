// Entry-chunk safe: no React, no valibot, no @hearth/shared at run time (see route-table.ts). definePage and the
// schema.org builders are pure functions without imports.
import { definePage } from '@hearth/shared/define-route';
import { realEstateAgentJsonLd } from '@hearth/shared/schema-org';
import { IS_PRODUCTION } from '../lib/build-flags';

/**
 * The shell's own pages, each defined once (ADR 0028, like a remote's `defineRoute`): id, path, handle (chrome) and
 * the example URLs the gates walk. The route table owns their paths (routes win over any remote prefix), the router
 * (routing/router.tsx) binds each page's code by id, and the shell's build lists the examples in its routes.json.
 * The home is one page whose template depends on the site: one example per site kind.
 */
export const SHELL_PAGES = [
  definePage({
    id: 'home',
    path: '/',
    handle: {},
    // Link previews (ADR 0032): the agent's name and banner (else photo) and the agent as a RealEstateAgent; on www,
    // the portal's tagline (the portal has no picture of its own: no og:image).
    head: ({ t, site, origin }) => {
      if (site.mode === 'www') return { description: t('home.www.tagline') };
      const agent = site.agent;
      const name = agent?.name ?? agent?.websiteTitle ?? null;
      const jsonLd = agent ? realEstateAgentJsonLd(agent, origin) : null;
      return {
        description: name ? t('home.head.description', { name }) : t('home.head.descriptionAnonymous'),
        image: agent?.bannerUrl ?? agent?.imageUrl ?? null,
        jsonLd: jsonLd ? [jsonLd] : [],
      };
    },
    example: [
      { id: 'home-default', path: '/' },
      { id: 'home-epic', site: 'agent-epic', path: '/' },
      { id: 'home-demo', site: 'agent-demo', path: '/' },
      { id: 'www-home', site: 'www', path: '/' },
    ],
  }),
  definePage({
    id: 'not-found',
    path: '/not/found',
    handle: {},
    head: () => ({ noindex: true }),
    example: { path: '/not/found' },
  }),
  definePage({
    id: 'hybrid-success',
    path: '/hybrid/success',
    handle: {},
    head: () => ({ noindex: true }),
    example: { path: '/hybrid/success' },
  }),
  // The native-bridge test panel: a development tool, which production builds 404 on (`routes` below).
  definePage({
    id: 'bridge-panel',
    path: '/hybrid/test',
    handle: {},
    head: () => ({ noindex: true }),
    example: { path: '/hybrid/test' },
  }),
] as const;

export type ShellPage = (typeof SHELL_PAGES)[number];
export type ShellPageId = ShellPage['id'];

/** The pages this build renders (the router, routes.json): production builds leave the bridge panel out. */
export const routes: readonly ShellPage[] = IS_PRODUCTION
  ? SHELL_PAGES.filter((page) => page.id !== 'bridge-panel')
  : SHELL_PAGES;
