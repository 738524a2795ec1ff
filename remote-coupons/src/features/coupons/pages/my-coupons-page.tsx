import './my-coupons-page.css';
import { useInfiniteQuery } from '@tanstack/react-query';
import { nativeBridge, useLocaleStore } from '@hearth/shared';
import { couponsPages } from '../../../routes/pages';
import { Link, useSearchParams } from '@hearth/shared/router';
import { useTranslation } from '@hearth/shared/react-i18next';
import { ErrorState, Spinner } from '@hearth/shared/ui';
import { COUPONS_NS } from '../../../i18n/translations';
import { myCouponsQuery } from '../api/my-coupons';
import { CouponTabs, type CouponTab } from '../components/coupon-tabs';
import { isValidStatus } from '../components/main-action';
import { MyCouponCard } from '../components/my-coupon-card';
import { useHybridUser } from '../components/use-hybrid-user';

/** /hybrid/coupon/my/coupons: the user's coupons in Valid / Invalid tabs, 10 per page with "load more". */
export function MyCouponsPage() {
  const { t } = useTranslation(COUPONS_NS);
  const locale = useLocaleStore((s) => s.locale);
  const hybrid = useHybridUser();
  const [search, setSearch] = useSearchParams();
  const tab: CouponTab = search.get('tab') === 'invalid' ? 'invalid' : 'valid';
  const coupons = useInfiniteQuery({
    ...myCouponsQuery(hybrid.partnerId ?? ''),
    enabled: Boolean(hybrid.partnerId),
  });

  const heading = <h1 className="hearth-visually-hidden">{t('my.title')}</h1>;
  if (hybrid.query.isError)
    return (
      <ErrorState
        error={hybrid.query.error}
        title={t('detail.userError')}
        onRetry={() => void hybrid.query.refetch()}
      />
    );
  if (!hybrid.settled) return <Spinner />;
  if (!hybrid.known || !hybrid.user)
    return (
      <section className="my-coupons my-coupons--notice">
        {heading}
        <p>{t('my.signIn')}</p>
        <button type="button" className="hearth-button" onClick={() => nativeBridge.goRegister()}>
          {t('action.registerOrLogin')}
        </button>
      </section>
    );
  if (!hybrid.partnerId)
    return (
      <section className="my-coupons my-coupons--notice">
        {heading}
        <p role="alert">{t('msg.missingPartner')}</p>
      </section>
    );
  if (coupons.isError && !coupons.data)
    return (
      <ErrorState error={coupons.error} title={t('my.loadError')} onRetry={() => void coupons.refetch()} />
    );
  if (!coupons.data) return <Spinner />;

  const all = coupons.data.pages.flatMap((p) => p.list);
  const shown = all.filter((c) => isValidStatus(c.insstatus) === (tab === 'valid'));
  const user = hybrid.user;
  return (
    <section className="my-coupons">
      {heading}
      <CouponTabs
        tab={tab}
        onChange={(next) => setSearch(next === 'invalid' ? { tab: 'invalid' } : {}, { replace: true })}
      >
        {shown.length === 0 ? (
          <div className="my-coupons__empty">
            <p>{t(tab === 'valid' ? 'my.emptyValid' : 'my.emptyInvalid')}</p>
            {all.length === 0 && <Link to={couponsPages.href('coupon-list')}>{t('my.browse')}</Link>}
          </div>
        ) : (
          <ul className="my-coupons__list">
            {shown.map((coupon, i) => (
              <MyCouponCard
                key={`${coupon.insid ?? 'x'}-${coupon.couponid}-${i}`}
                coupon={coupon}
                locale={locale}
                user={user}
                first={i === 0}
              />
            ))}
          </ul>
        )}
        {coupons.isFetchNextPageError && (
          <ErrorState
            error={coupons.error}
            title={t('my.loadMoreError')}
            onRetry={() => void coupons.fetchNextPage()}
          />
        )}
        {coupons.hasNextPage && !coupons.isFetchNextPageError && (
          <button
            type="button"
            className="hearth-button my-coupons__more"
            aria-disabled={coupons.isFetchingNextPage}
            onClick={() => {
              if (!coupons.isFetchingNextPage) void coupons.fetchNextPage();
            }}
          >
            {coupons.isFetchingNextPage ? t('my.loadingMore') : t('my.loadMore')}
          </button>
        )}
      </CouponTabs>
    </section>
  );
}
