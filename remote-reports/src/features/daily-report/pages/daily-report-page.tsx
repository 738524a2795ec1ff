import '../../../components/report-base/report-base.css';
import './daily-report-page.css';
import { useQueries } from '@tanstack/react-query';
import { useSearchParams } from '@hearth/shared/router';
import { useTranslation } from '@hearth/shared/react-i18next';
import { showToast, useIsMobile, useRuntimeConfig } from '@hearth/shared';
import { DAILY_LISTING_TYPES, type DailyListingType } from '@hearth/shared/contracts/cmis';
import { ErrorState, Spinner, useSocialShare } from '@hearth/shared/ui';
import { REPORTS_NS } from '../../../i18n/translations';
import { dailyListingsQuery } from '../api/daily-listings';
import { groupListings } from '../components/brokerage-groups';
import { DESKTOP_COLUMNS, MOBILE_COLUMNS } from '../components/card-rules';
import { FlyerDialog } from '../components/flyer-dialog';
import { ReportGroupSection } from '../components/report-group';
import { ReportTabs } from '../components/report-tabs';
import { useFlyer } from '../components/use-flyer';

/** `?tab=` (new, sold, openhouse; default new). */
export function tabOf(value: string | null): DailyListingType {
  return DAILY_LISTING_TYPES.find((type) => type === value) ?? 'new';
}

/** /daily-report: Just Listed, Just Sold and Openhouse, one section per brokerage group, flyers per group. */
export function DailyReportPage() {
  const { t } = useTranslation(REPORTS_NS);
  const config = useRuntimeConfig();
  const [params, setParams] = useSearchParams();
  const active = tabOf(params.get('tab'));
  const columns = useIsMobile() ? MOBILE_COLUMNS : DESKTOP_COLUMNS;
  // The three lists load in parallel (started by the route's prefetch with the page chunk).
  const lists = useQueries({
    queries: DAILY_LISTING_TYPES.map((type) => dailyListingsQuery(type, config.dailyReportCount)),
  });
  const { capturing, flyer, generate, close } = useFlyer(() =>
    showToast({ kind: 'error', title: t('daily.flyerError') }),
  );
  const query = lists[DAILY_LISTING_TYPES.indexOf(active)]!;
  // Spec §4 "daily report load": once the three lists are in, configure sharing (WeChat inside WeChat).
  const loaded = lists.every((list) => !list.isPending);
  useSocialShare(loaded ? { title: t('daily.title'), description: config.productName } : null);
  const groups = query.data ? groupListings(query.data, config.productName) : [];

  const select = (type: DailyListingType) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.set('tab', type);
        return next;
      },
      { replace: true },
    );

  return (
    <article className="daily-report report-page">
      <h1 className="daily-report__title">{t('daily.title')}</h1>
      <ReportTabs active={active} onSelect={select}>
        {query.isPending && <Spinner />}
        {query.isError && (
          <ErrorState error={query.error} title={t('daily.loadError')} onRetry={() => void query.refetch()} />
        )}
        {query.isSuccess && groups.length === 0 && <p className="daily-report__empty">{t('daily.empty')}</p>}
        {groups.map((group, i) => (
          <ReportGroupSection
            key={`${active}-${group.id}`}
            group={group}
            first={i === 0}
            type={active}
            columns={columns}
            filesHost={config.hosts.files}
            capturing={capturing.has(`${active}-${group.id}`)}
            onGenerate={(request) => void generate(request)}
          />
        ))}
      </ReportTabs>
      {flyer && <FlyerDialog flyer={flyer} onClose={close} />}
    </article>
  );
}
