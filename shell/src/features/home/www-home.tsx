import { useTranslation } from '@hearth/shared/react-i18next';
import { useRuntimeConfig } from '@hearth/shared';
import { RouteLink, useRouteHref } from '@hearth/shared/links';
import { contentRoutes } from '../../lib/remote-routes';
import { RemoteWidget } from '../../slots/remote-widget';
import type { HomeTemplateProps } from './home-page';
import { useShellPageHead } from '../../routing/use-shell-page-head';

/** The guides' links: remote_content's pages, bound through remotes.json (ADR 0029). */
const GUIDES = [
  { id: 'buyer-guide', key: 'buyers' },
  { id: 'seller-guide', key: 'sellers' },
  { id: 'home-loan', key: 'loans' },
  { id: 'home-services', key: 'services' },
] as const;

/**
 * The www portal's home: the home search bar (listings widget: Buy, Rent, Property Value, Home Service, Find
 * Agents), the guides and the latest news (content widget). Each widget fails alone.
 */
export function WwwHome({ source }: HomeTemplateProps) {
  const { t } = useTranslation('shell');
  const { productName } = useRuntimeConfig();
  const href = useRouteHref();
  useShellPageHead('home', null);
  const from = source ? { source } : {};
  return (
    <div className="www-home">
      <section className="www-home__hero" aria-labelledby="www-home-heading">
        <h1 id="www-home-heading">{t('home.www.heading', { productName })}</h1>
        <p>{t('home.www.tagline')}</p>
        <RemoteWidget id="remote_listings/home-search-bar" props={{}} place="www" {...from} />
      </section>
      <section className="epic-section" aria-labelledby="www-guides-heading">
        <h2 id="www-guides-heading">{t('home.www.guides')}</h2>
        <ul className="www-home__guides">
          {GUIDES.map((g) => (
            <li key={g.key}>
              <RouteLink to={href(contentRoutes, g.id)}>{t(`home.www.guide.${g.key}`)}</RouteLink>
            </li>
          ))}
        </ul>
      </section>
      <RemoteWidget id="remote_content/latest-news" props={{}} place="www" {...from} />
    </div>
  );
}
