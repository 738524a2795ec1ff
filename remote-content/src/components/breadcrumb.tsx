import './breadcrumb.css';
import { useTranslation } from '@hearth/shared/react-i18next';
import { Link } from '@hearth/shared/router';

export interface Crumb {
  label: string;
  /** Omitted for the current page (the last crumb). */
  to?: string;
}

/** Breadcrumb trail, e.g. Home › Blog; the last crumb is the current page. */
export function Breadcrumb({ items }: { items: readonly Crumb[] }) {
  const { t } = useTranslation('content');
  return (
    <nav className="content-breadcrumb" aria-label={t('breadcrumb.label')}>
      <ol>
        {items.map((item, index) => (
          <li key={`${index}-${item.label}`}>
            {item.to && index < items.length - 1 ? (
              <Link to={item.to}>{item.label}</Link>
            ) : (
              <span aria-current="page">{item.label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
