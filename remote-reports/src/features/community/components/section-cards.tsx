import type { ReactNode } from 'react';
import { useTranslation } from '@hearth/shared/react-i18next';
import {
  COMMUNITY_SECTIONS,
  type CommunityData,
  type CommunitySection,
} from '@hearth/shared/contracts/analysisService';
import { REPORTS_NS } from '../../../i18n/translations';
import { ChartFigure } from '../../../components/chart/chart-figure';
import {
  ageStory,
  BAR_LABEL_MAX,
  barLabel,
  educationClass,
  genderLean,
  PIE_LABEL_MAX,
  pieLegendItems,
  sharesOf,
  showGender,
  topWithOther,
  truncateLabel,
  type Share,
} from './demographic-rules';

const PIES: readonly CommunitySection[] = [
  'Citizenship',
  'Ownership',
  'WorkLocation',
  'MotherTongue',
  'Gender',
  'MaritalStatus',
  'WorkTransportation',
  'Employment',
];

const percent = (v: number) => `${Math.round(v * 10) / 10}%`;

/** One card per section with data: a pie (legend ≤ 8 entries) or a percent bar chart (labels above 20% only). */
export function SectionCards({ data }: { data: CommunityData }) {
  const { t } = useTranslation(REPORTS_NS);
  // The cards in the spec's order (hybrid-pages.md "Community demographics page"): the contract's section order.
  const cards = COMMUNITY_SECTIONS.flatMap((section) => {
    const entries = data.sections[section] ?? [];
    if (entries.length === 0 || (section === 'Gender' && !showGender(entries))) return [];
    let shares: Share[] = sharesOf(entries);
    if (section === 'MotherTongue') shares = topWithOther(shares, t('community.other'));
    const pie = PIES.includes(section);
    const labels = shares.map((s) => s.key);
    const drawLabels = labels.map((l) => truncateLabel(l, pie ? PIE_LABEL_MAX : BAR_LABEL_MAX));
    return [
      <ChartFigure
        key={section}
        title={t(`community.sections.${section}`)}
        kind={pie ? 'pie' : 'bar'}
        categories={labels}
        drawLabels={drawLabels}
        series={[{ name: t('community.share'), data: shares.map((s) => s.percent) }]}
        format={percent}
        categoryHeader={t('community.category')}
        horizontal={!pie}
        height={pie ? 220 : Math.max(200, shares.length * 34 + 60)}
        story={storyOf(section, shares, t)}
        legend={pie ? pieLegendItems(drawLabels) : undefined}
        valueLabel={pie ? undefined : barLabel}
      />,
    ];
  });
  return <div className="community-cards">{cards}</div>;
}

type T = ReturnType<typeof useTranslation<typeof REPORTS_NS>>['t'];

function storyOf(section: CommunitySection, shares: Share[], t: T): ReactNode {
  if (section === 'Age') {
    const s = ageStory(shares);
    return s
      ? t('community.stories.age', { first: s.first, second: s.second, percent: percent(s.percent) })
      : null;
  }
  if (section === 'Gender') {
    const lean = genderLean(shares);
    return lean ? t(`community.stories.gender.${lean}`) : t('community.stories.gender.balanced');
  }
  if (section === 'Education') {
    const cls = educationClass(shares);
    return cls ? t(`community.stories.education.${cls}`) : null;
  }
  return null;
}
