import { useRef } from 'react';
import { useTranslation } from '@hearth/shared/react-i18next';
import type { DailyListingType } from '@hearth/shared/contracts/cmis';
import { REPORTS_NS } from '../../../i18n/translations';
import type { ReportGroup } from './brokerage-groups';
import { capCards, paddingCount } from './card-rules';
import { DailyCard } from './daily-card';
import type { FlyerRequest } from './use-flyer';

export interface ReportGroupProps {
  group: ReportGroup;
  /** The page's first group: its banner and first two rows of pictures load at once, the rest as they near view. */
  first: boolean;
  type: DailyListingType;
  columns: number;
  filesHost: string;
  capturing: boolean;
  onGenerate: (request: FlyerRequest) => void;
}

/** One brokerage group of a tab: heading and flyer button, then the captured part: banner, card grid, footer. */
export function ReportGroupSection({
  group,
  first,
  type,
  columns,
  filesHost,
  capturing,
  onGenerate,
}: ReportGroupProps) {
  const { t } = useTranslation(REPORTS_NS);
  const flyerRef = useRef<HTMLDivElement>(null);
  const cards = capCards(group.listings);
  const padding = paddingCount(cards.length, columns);
  const placeholder = `${filesHost}/placeholders/listing.svg`;
  const headingId = `daily-${type}-${group.id}`;
  const file = (name: string) => `${filesHost}/daily-report/${name}.svg`;

  return (
    <section className="daily-group" aria-labelledby={headingId} data-group={group.id}>
      <div className="daily-group__head">
        <h2 id={headingId}>{group.name}</h2>
        <button
          type="button"
          className="report-button"
          // aria-disabled (not disabled): the button keeps the focus, which the flyer dialog gives back on close.
          aria-disabled={capturing}
          aria-describedby={headingId}
          onClick={() => {
            const element = flyerRef.current;
            if (!element || capturing) return;
            onGenerate({
              groupKey: `${type}-${group.id}`,
              groupName: group.name,
              element,
              placeholder,
              images: cards.map((c) => ({ key: c.mlsNumber, url: c.imageUrl ?? c.image })),
            });
          }}
        >
          {capturing ? t('daily.converting') : t('daily.generate')}
        </button>
      </div>
      <div className="daily-group__flyer" ref={flyerRef}>
        <img
          className="daily-group__banner"
          src={file(`banner-${group.id}`)}
          crossOrigin="anonymous"
          width={1200}
          height={240}
          loading={first ? 'eager' : 'lazy'}
          alt={t('daily.bannerAlt', { group: group.name })}
        />
        <ul className="daily-grid" data-columns={columns}>
          {cards.map((listing, i) => (
            <DailyCard
              key={`${listing.mlsNumber}-${i}`}
              listing={listing}
              type={type}
              placeholder={placeholder}
              eager={first && i < columns * 2}
            />
          ))}
          {Array.from({ length: padding }, (_, i) => (
            <li key={`soon-${i}`} className="daily-card daily-card--soon">
              <img
                className="daily-card__img"
                src={file('coming-soon')}
                crossOrigin="anonymous"
                width={360}
                height={280}
                loading="lazy"
                alt={t('daily.comingSoon')}
              />
            </li>
          ))}
        </ul>
        <img
          className="daily-group__footer"
          src={file(`footer-${group.id}`)}
          crossOrigin="anonymous"
          width={1200}
          height={120}
          loading="lazy"
          alt={t('daily.footerAlt', { group: group.name })}
        />
      </div>
    </section>
  );
}
