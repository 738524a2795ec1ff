import '../../../components/report-base/report-base.css';
import './community-report-page.css';
import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from '@hearth/shared/router';
import { useTranslation } from '@hearth/shared/react-i18next';
import { ErrorState, Spinner } from '@hearth/shared/ui';
import { REPORTS_NS } from '../../../i18n/translations';
import { communityEpicQuery, coordinatesOf } from '../api/community-epic';
import { GeneralFigures } from '../components/general-figures';
import { SectionCards } from '../components/section-cards';

/** /hybrid/share/community?Latitude=&Longitude= (Community Report): facts, General figures and the section cards. */
export function CommunityReportPage() {
  const { t } = useTranslation(REPORTS_NS);
  const [params] = useSearchParams();
  const at = coordinatesOf(params);
  const query = useQuery({
    ...communityEpicQuery(at ?? { latitude: 0, longitude: 0 }),
    enabled: at !== null,
  });

  useEffect(() => {
    if (!at) console.warn('Invalid coordinates');
  }, [at]);

  return (
    <article className="community-report report-page">
      <h1 className="community-report__title">{t('community.title')}</h1>
      {!at && (
        <p className="community-report__invalid" role="alert">
          {t('community.invalidCoordinates')}
        </p>
      )}
      {at && query.isPending && <Spinner />}
      {query.isError && (
        <ErrorState
          error={query.error}
          title={t('community.loadError')}
          onRetry={() => void query.refetch()}
        />
      )}
      {query.isSuccess && (
        <>
          <GeneralFigures data={query.data} />
          <SectionCards data={query.data} />
        </>
      )}
    </article>
  );
}
