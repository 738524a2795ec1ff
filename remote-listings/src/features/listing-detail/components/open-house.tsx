import { useTranslation } from '@hearth/shared/react-i18next';

/** Open house times as sent (e.g. "2026-11-28 14:00-16:00"); a note when none is scheduled. */
export function OpenHouse({ entries }: { entries: readonly string[] }) {
  const { t } = useTranslation('listings');
  const shown = entries.map((e) => e.trim()).filter((e) => e !== '' && e !== '-');
  return (
    <section className="listing-section" aria-labelledby="listing-open-house-heading">
      <h2 id="listing-open-house-heading">{t('detail.openHouse.heading')}</h2>
      {shown.length ? (
        <ul className="listing-open-house">
          {shown.map((e) => (
            <li key={e}>{e}</li>
          ))}
        </ul>
      ) : (
        <p>{t('detail.openHouse.none')}</p>
      )}
    </section>
  );
}

/** The listing disclaimer. */
export function Disclaimer() {
  const { t } = useTranslation('listings');
  return (
    <section className="listing-section listing-disclaimer" aria-labelledby="listing-disclaimer-heading">
      <h2 id="listing-disclaimer-heading">{t('detail.disclaimer.heading')}</h2>
      <p>{t('detail.disclaimer.text')}</p>
    </section>
  );
}
