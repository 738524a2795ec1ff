import type { HeadInput, RouteHeadContext } from '@hearth/shared/head';
import { realEstateAgentJsonLd } from '@hearth/shared/schema-org';

/**
 * /about-agent's head (ADR 0032): the site's agent (the same ur/info answer the page shows: the site load and the
 * page both ask with ltype=1) as a `RealEstateAgent`, a description naming them, and their avatar (else their
 * banner) as the link preview. On the portal, which has no agent: the portal's text, no picture, no JSON-LD.
 */
export function aboutAgentHead({ site, t, origin }: RouteHeadContext): HeadInput {
  if (site.mode === 'www') return { description: t('aboutAgent.head.descriptionWww') };
  const agent = site.agent;
  const name = agent?.name?.trim();
  if (!agent || !name) return { description: t('aboutAgent.head.descriptionAnonymous') };
  const jsonLd = realEstateAgentJsonLd(agent, origin);
  return {
    description: t('aboutAgent.head.description', { name }),
    image: agent.imageUrl ?? agent.bannerUrl,
    jsonLd: jsonLd ? [jsonLd] : [],
  };
}
