import { Link } from '@hearth/shared/router';
import { useTranslation } from '@hearth/shared/react-i18next';
import { paths } from '@hearth/shared/paths';

/** The three feature cards of the epic home (spec §2: icon, title, content, slogan, link). */
const CARDS = [
  { key: 'search', icon: '⌂', to: paths.listings() },
  { key: 'sell', icon: '✦', to: paths.sellerGuide() },
  { key: 'services', icon: '✓', to: paths.homeServices() },
] as const;

export function FeatureCards() {
  const { t } = useTranslation('shell');
  return (
    <ul className="feature-cards" aria-label={t('home.epic.features')}>
      {CARDS.map((card) => (
        <li key={card.key} className="feature-card">
          <span className="feature-card__icon" aria-hidden="true">
            {card.icon}
          </span>
          <h2 className="feature-card__title">{t(`home.epic.cards.${card.key}.title`)}</h2>
          <p>{t(`home.epic.cards.${card.key}.content`)}</p>
          <p className="feature-card__slogan">{t(`home.epic.cards.${card.key}.slogan`)}</p>
          <Link to={card.to} className="feature-card__link">
            {t(`home.epic.cards.${card.key}.link`)}
          </Link>
        </li>
      ))}
    </ul>
  );
}
