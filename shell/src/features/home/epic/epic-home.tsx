import { useTranslation } from '@hearth/shared/react-i18next';
import { useRuntimeConfig } from '@hearth/shared';
import { RouteLink, useRouteHref } from '@hearth/shared/links';
import { contentRoutes } from '../../../lib/remote-routes';
import { RemoteWidget } from '../../../slots/remote-widget';
import type { HomeTemplateProps } from '../home-page';
import { AgentExplorer } from './agent-explorer';
import { FeatureCards } from './feature-cards';
import { PromoVideo } from './promo-video';
import { useShellPageHead } from '../../../routing/use-shell-page-head';

/**
 * The epic template (spec §2): the marketing home. Three feature cards, the agent explorer, the promo video, the
 * latest news (content widget, up to 5) and the download-app call to action. Its title is the company name.
 */
export function EpicHome({ source }: HomeTemplateProps) {
  const { t } = useTranslation('shell');
  const { productName } = useRuntimeConfig();
  const href = useRouteHref();
  useShellPageHead('home', productName);
  return (
    <div className="epic-home">
      <section className="epic-hero" aria-labelledby="epic-hero-heading">
        <h1 id="epic-hero-heading">{t('home.epic.heading', { productName })}</h1>
        <p>{t('home.epic.tagline')}</p>
      </section>
      <FeatureCards />
      <AgentExplorer />
      <PromoVideo />
      <RemoteWidget id="remote_content/latest-news" props={{}} place="epic" {...(source ? { source } : {})} />
      <section className="epic-section epic-cta" aria-labelledby="epic-cta-heading">
        <h2 id="epic-cta-heading">{t('home.epic.cta.heading', { productName })}</h2>
        <p>{t('home.epic.cta.text')}</p>
        <RouteLink className="hearth-button" to={href(contentRoutes, 'download-app')}>
          {t('home.epic.cta.link')}
        </RouteLink>
      </section>
    </div>
  );
}
