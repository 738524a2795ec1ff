import type { ReactNode } from 'react';
import { useTranslation } from '@hearth/shared/react-i18next';
import { Tabs } from '@hearth/shared/ui';
import { COUPONS_NS } from '../../../i18n/translations';

export type CouponTab = 'valid' | 'invalid';

/** The Valid / Invalid tabs of my coupons (the kit's WAI-ARIA tabs: arrow keys move between them). */
export function CouponTabs({
  tab,
  onChange,
  children,
}: {
  tab: CouponTab;
  onChange: (tab: CouponTab) => void;
  children: ReactNode;
}) {
  const { t } = useTranslation(COUPONS_NS);
  return (
    <Tabs
      tabs={[
        { key: 'valid', label: t('my.valid') },
        { key: 'invalid', label: t('my.invalid') },
      ]}
      active={tab}
      onSelect={onChange}
      label={t('my.tabsLabel')}
      idBase="my-coupons"
      className="my-coupons__tabs"
      tabClassName="my-coupons__tab"
    >
      {children}
    </Tabs>
  );
}
