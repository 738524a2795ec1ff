import { defineRoute } from '@hearth/shared/remote';
import { contentPages } from '../../routes/pages';
import type { RemoteRouteHandle } from '@hearth/shared';
import { siteAgentWhenResolved } from '@hearth/shared/query';
import { agentInfoQuery } from './api/agent-info';
import { aboutAgentHead } from './about-agent-head';

const aboutAgentHandle: RemoteRouteHandle = {
  titleKey: 'aboutAgent.title',
  prefetch: async ({ queryClient }) => {
    const agent = await siteAgentWhenResolved();
    const userId = agent?.userId ?? agent?.cims_uid;
    if (userId) await queryClient.prefetchQuery(agentInfoQuery(userId));
  },
};

/** The site owner's profile page. */
export const aboutAgentRoutes = [
  defineRoute({
    ...contentPages.page('about-agent'),
    example: { path: '/about-agent' },
    handle: aboutAgentHandle,
    head: aboutAgentHead,
    lazy: async () => {
      const { AboutAgentPage } = await import(
        /* webpackChunkName: "route.about-agent" */ './pages/about-agent-page'
      );
      return { Component: AboutAgentPage };
    },
  }),
];
