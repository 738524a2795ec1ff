import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from '@hearth/shared/react-i18next';
import { COUPONS_NS } from '../../../i18n/translations';

export type CouponTab = 'valid' | 'invalid';
const TABS: CouponTab[] = ['valid', 'invalid'];

/** The Valid / Invalid tabs of my coupons (WAI-ARIA tabs: arrow keys move between them). */
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
  const refs = useRef<Record<CouponTab, HTMLButtonElement | null>>({ valid: null, invalid: null });
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    const next = tab === 'valid' ? 'invalid' : 'valid';
    onChange(next);
    refs.current[next]?.focus();
  };
  return (
    <>
      <div className="my-coupons__tabs" role="tablist" aria-label={t('my.tabsLabel')}>
        {TABS.map((name) => (
          <button
            key={name}
            ref={(el) => {
              refs.current[name] = el;
            }}
            type="button"
            role="tab"
            id={`my-coupons-tab-${name}`}
            aria-selected={tab === name}
            aria-controls="my-coupons-panel"
            tabIndex={tab === name ? 0 : -1}
            className="my-coupons__tab"
            onClick={() => onChange(name)}
            onKeyDown={onKeyDown}
          >
            {t(name === 'valid' ? 'my.valid' : 'my.invalid')}
          </button>
        ))}
      </div>
      <div id="my-coupons-panel" role="tabpanel" aria-labelledby={`my-coupons-tab-${tab}`}>
        {children}
      </div>
    </>
  );
}
