import '../../../components/report-base/report-base.css';
import './community-market-trend-page.css';
import { useTranslation } from '@hearth/shared/react-i18next';
import { REPORTS_NS } from '../../../i18n/translations';

/** /community-markettrend: a placeholder showing only its title (spec: public-site.md §2). */
export function CommunityMarketTrendPage() {
  const { t } = useTranslation(REPORTS_NS);
  return (
    <article className="community-markettrend report-page">
      <h1>{t('communityTrend.title')}</h1>
    </article>
  );
}
