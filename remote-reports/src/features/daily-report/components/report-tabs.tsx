import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from '@hearth/shared/react-i18next';
import { DAILY_LISTING_TYPES, type DailyListingType } from '@hearth/shared/contracts/cmis';
import { REPORTS_NS } from '../../../i18n/translations';

const LABEL_KEYS = { new: 'daily.tabNew', sold: 'daily.tabSold', openhouse: 'daily.tabOpenhouse' } as const;

export interface ReportTabsProps {
  active: DailyListingType;
  onSelect: (type: DailyListingType) => void;
  children: ReactNode;
}

/** The three tabs (WAI-ARIA tabs: arrow keys, Home and End move between them) and the active panel. */
export function ReportTabs({ active, onSelect, children }: ReportTabsProps) {
  const { t } = useTranslation(REPORTS_NS);
  const refs = useRef<Partial<Record<DailyListingType, HTMLButtonElement | null>>>({});
  const onKeyDown = (event: KeyboardEvent) => {
    const i = DAILY_LISTING_TYPES.indexOf(active);
    const last = DAILY_LISTING_TYPES.length - 1;
    const next = { ArrowRight: i + 1, ArrowLeft: i - 1, Home: 0, End: last }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const type = DAILY_LISTING_TYPES[(next + last + 1) % (last + 1)]!;
    onSelect(type);
    refs.current[type]?.focus();
  };
  return (
    <>
      <div className="daily-tabs" role="tablist" aria-label={t('daily.tabsLabel')}>
        {DAILY_LISTING_TYPES.map((type) => (
          <button
            key={type}
            ref={(el) => {
              refs.current[type] = el;
            }}
            type="button"
            role="tab"
            id={`daily-tab-${type}`}
            aria-selected={type === active}
            aria-controls={`daily-panel-${type}`}
            tabIndex={type === active ? 0 : -1}
            className="daily-tabs__tab"
            onClick={() => onSelect(type)}
            onKeyDown={onKeyDown}
          >
            {t(LABEL_KEYS[type])}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`daily-panel-${active}`} aria-labelledby={`daily-tab-${active}`} tabIndex={0}>
        {children}
      </div>
    </>
  );
}
