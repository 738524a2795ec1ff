import { useTranslation } from '@hearth/shared/react-i18next';
import { RouteLink, useRouteHref } from '@hearth/shared/links';
import { contentRoutes, listingsRoutes } from '../../../lib/remote-routes';

/**
 * The three feature cards of the epic home (spec §2: icon, title, content, slogan, link). Their links are remote
 * pages bound through remotes.json (ADR 0029): unbound, the link's text shows without a link.
 */
export function FeatureCards() {
  const { t } = useTranslation('shell');
  const href = useRouteHref();
  const cards = [
    { key: 'search', icon: '⌂', to: href(listingsRoutes, 'listings') },
    { key: 'sell', icon: '✦', to: href(contentRoutes, 'seller-guide') },
    { key: 'services', icon: '✓', to: href(contentRoutes, 'home-services') },
  ] as const;
  return (
    <ul className="feature-cards" aria-label={t('home.epic.features')}>
      {cards.map((card) => (
        <li key={card.key} className="feature-card">
          <span className="feature-card__icon" aria-hidden="true">
            {card.icon}
          </span>
          <h2 className="feature-card__title">{t(`home.epic.cards.${card.key}.title`)}</h2>
          <p>{t(`home.epic.cards.${card.key}.content`)}</p>
          <p className="feature-card__slogan">{t(`home.epic.cards.${card.key}.slogan`)}</p>
          <RouteLink to={card.to} className="feature-card__link">
            {t(`home.epic.cards.${card.key}.link`)}
          </RouteLink>
        </li>
      ))}
    </ul>
  );
}
