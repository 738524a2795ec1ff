import { useTranslation } from '@hearth/shared/react-i18next';
import { orNA } from '@hearth/shared/format';
import type { ListingSchool } from '@hearth/shared/contracts/cmis';
import { distanceKm, isGoodSchoolList } from './detail-rules';

/** Schools (only when a list exists): distance in km, type AP as "Advanced Placement", the GoodSchool tag. */
export function SchoolList({ schools }: { schools: readonly ListingSchool[] }) {
  const { t } = useTranslation('listings');
  const na = useTranslation('common').t('notAvailable');
  const typeOf = (type: ListingSchool['type']) =>
    String(type ?? '')
      .trim()
      .toUpperCase() === 'AP'
      ? t('detail.schools.typeAP')
      : orNA(type, na);
  return (
    <section className="listing-section listing-schools" aria-labelledby="listing-schools-heading">
      <h2 id="listing-schools-heading">
        {t('detail.schools.heading')}
        {isGoodSchoolList(schools) && (
          <span className="listing-schools__good">{t('detail.schools.good')}</span>
        )}
      </h2>
      <table className="listing-table">
        <thead>
          <tr>
            <th scope="col">{t('detail.schools.name')}</th>
            <th scope="col">{t('detail.schools.distance')}</th>
            <th scope="col">{t('detail.schools.grade')}</th>
            <th scope="col">{t('detail.schools.type')}</th>
            <th scope="col">{t('detail.schools.rank')}</th>
          </tr>
        </thead>
        <tbody>
          {schools.map((s, i) => (
            <tr key={i}>
              <th scope="row">{orNA(s.name, na)}</th>
              <td>{s.distance === null ? na : t('detail.schools.km', { km: distanceKm(s.distance) })}</td>
              <td>{orNA(s.grade, na)}</td>
              <td>{typeOf(s.type)}</td>
              <td>{orNA(s.rank, na)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
