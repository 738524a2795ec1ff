import type { ReactNode } from 'react';
import { useTranslation } from '@hearth/shared/react-i18next';
import { Tabs } from '@hearth/shared/ui';
import { DAILY_LISTING_TYPES, type DailyListingType } from '@hearth/shared/contracts/cmis';
import { REPORTS_NS } from '../../../i18n/translations';

const LABEL_KEYS = { new: 'daily.tabNew', sold: 'daily.tabSold', openhouse: 'daily.tabOpenhouse' } as const;

export interface ReportTabsProps {
  active: DailyListingType;
  onSelect: (type: DailyListingType) => void;
  children: ReactNode;
}

/** The three tabs (the kit's WAI-ARIA tabs: arrow keys, Home and End move between them) and the active panel. */
export function ReportTabs({ active, onSelect, children }: ReportTabsProps) {
  const { t } = useTranslation(REPORTS_NS);
  return (
    <Tabs
      tabs={DAILY_LISTING_TYPES.map((type) => ({ key: type, label: t(LABEL_KEYS[type]) }))}
      active={active}
      onSelect={onSelect}
      label={t('daily.tabsLabel')}
      idBase="daily"
      className="daily-tabs"
      tabClassName="daily-tabs__tab"
      focusablePanel
    >
      {children}
    </Tabs>
  );
}
