import './pagination.css';
import { useTranslation } from '@hearth/shared/react-i18next';
import { Link } from '@hearth/shared/router';
import { pageWindow } from './page-window';

export interface PaginationProps {
  /** The current page, from 1. */
  page: number;
  totalPages: number;
  /** The link of a page (e.g. `?page=3`), so pages are deep-linkable and survive a reload. */
  hrefFor: (page: number) => string;
  className?: string;
}

/** Accessible page navigation: previous, page numbers (current marked aria-current), next. Hidden for one page. */
export function Pagination({ page, totalPages, hrefFor, className }: PaginationProps) {
  const { t } = useTranslation('common');
  if (totalPages <= 1) return null;
  const edge = (target: number, label: string, enabled: boolean, modifier: string) =>
    enabled ? (
      <Link
        className={`hearth-pagination__link hearth-pagination__${modifier}`}
        to={hrefFor(target)}
        rel={modifier}
      >
        {label}
      </Link>
    ) : (
      <span className={`hearth-pagination__link hearth-pagination__${modifier}`} aria-disabled="true">
        {label}
      </span>
    );
  return (
    <nav
      className={['hearth-pagination', className].filter(Boolean).join(' ')}
      aria-label={t('pagination.label')}
    >
      <ul>
        <li>{edge(page - 1, t('pagination.previous'), page > 1, 'prev')}</li>
        {pageWindow(page, totalPages).map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} aria-hidden="true" className="hearth-pagination__gap">
              …
            </li>
          ) : (
            <li key={item}>
              <Link
                className="hearth-pagination__link"
                to={hrefFor(item)}
                aria-current={item === page ? 'page' : undefined}
                aria-label={t('pagination.page', { page: item })}
              >
                {item}
              </Link>
            </li>
          ),
        )}
        <li>{edge(page + 1, t('pagination.next'), page < totalPages, 'next')}</li>
      </ul>
    </nav>
  );
}
