import '../pages/listings-page.css';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@hearth/shared/react-i18next';
import { Link } from '@hearth/shared/router';
import { ltypeOf, useLocaleStore, useSiteStore } from '@hearth/shared';
import { listingsPages } from '../../../routes/pages';
import { ErrorState } from '@hearth/shared/ui';
import { channelHouseListQuery, LISTINGS_PAGE_SIZE } from '../api/channel-house-list';
import { ListingGrid, ListingGridSkeleton } from '../components/listing-grid';

function WidgetFallback({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('listings');
  return (
    <div className="featured-widget__fallback" role="alert">
      <p>{t('widget.failed')}</p>
      <button type="button" className="hearth-button" onClick={onRetry}>
        {t('widget.retry')}
      </button>
    </div>
  );
}

/** Failure isolation: an error while rendering the widget shows its fallback with Retry, never the host's page. */
export class WidgetBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('[remote_listings] featured-listings widget failed', error, info.componentStack);
  }
  override render() {
    return this.state.failed ? (
      <WidgetFallback onRetry={() => this.setState({ failed: false })} />
    ) : (
      this.props.children
    );
  }
}

function FeaturedListings({ cimsUid }: { cimsUid: string }) {
  const { t } = useTranslation('listings');
  const ltype = ltypeOf(useLocaleStore((s) => s.locale));
  // The /listings data, first page: the same query (and cache entry) as the property list's page 1.
  const query = useQuery(channelHouseListQuery({ cimsUrefId: cimsUid, pageNum: 1, ltype }));
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  if (!query.data) return <ListingGridSkeleton count={LISTINGS_PAGE_SIZE} />;
  return query.data.listings.length ? (
    <ListingGrid listings={query.data.listings} />
  ) : (
    <p className="agent-listings__empty">{t('widget.empty')}</p>
  );
}

/**
 * The agent's featured listings for the home page: the first page of /listings with an "all" link to /listings.
 * Renders nothing without an agent (www portal). Self-contained: its own error boundary and Retry.
 */
export function FeaturedListingsWidget() {
  const { t } = useTranslation('listings');
  const agent = useSiteStore((s) => (s.mode === 'www' ? null : s.agent));
  if (!agent) return null;
  return (
    <section className="featured-widget" aria-labelledby="featured-widget-title">
      <div className="featured-widget__header">
        <h2 id="featured-widget-title">{t('heading')}</h2>
        <Link to={listingsPages.href('listings')}>{t('widget.all')}</Link>
      </div>
      <WidgetBoundary>
        <FeaturedListings cimsUid={agent.cims_uid} />
      </WidgetBoundary>
    </section>
  );
}
