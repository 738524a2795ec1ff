import './item-not-found.css';
import { useTranslation } from '@hearth/shared/react-i18next';
import { Link } from '@hearth/shared/router';
import { paths } from '@hearth/shared/paths';

/**
 * The 404 page's content (spec: "That's an error.", "We were unable to find that page.", Go Home) where a blog or a
 * news item does not exist: rendered in place, the same on the server, which answers 404 (the route's `missing`),
 * and in the browser, which hydrates it.
 */
export function ItemNotFound() {
  const { t } = useTranslation('content');
  return (
    <section className="content-not-found" data-testid="not-found">
      <h1 className="content-not-found__heading">{t('notFound.heading')}</h1>
      <p className="content-not-found__message">{t('notFound.message')}</p>
      <Link className="hearth-button" to={paths.home()}>
        {t('notFound.goHome')}
      </Link>
    </section>
  );
}
