import { useState } from 'react';
import { useTranslation } from '@hearth/shared/react-i18next';
import { orNA } from '@hearth/shared/format';
import type { ListingRoom } from '@hearth/shared/contracts/cmis';

export type SizeUnit = 'feet' | 'meter';

/** The rooms table with its size unit toggle: Feet (default, sizeF) or Meter (sizeM). Only when rooms exist. */
export function RoomsTable({ rooms }: { rooms: readonly ListingRoom[] }) {
  const { t } = useTranslation('listings');
  const na = useTranslation('common').t('notAvailable');
  const [unit, setUnit] = useState<SizeUnit>('feet');
  return (
    <section className="listing-section listing-rooms" aria-labelledby="listing-rooms-heading">
      <h2 id="listing-rooms-heading">{t('detail.rooms.heading')}</h2>
      <div className="listing-toggle" role="group" aria-label={t('detail.rooms.unit')}>
        {(['feet', 'meter'] as const).map((u) => (
          <button key={u} type="button" aria-pressed={unit === u} onClick={() => setUnit(u)}>
            {t(`detail.rooms.${u}`)}
          </button>
        ))}
      </div>
      <table className="listing-table">
        <thead>
          <tr>
            <th scope="col">{t('detail.rooms.name')}</th>
            <th scope="col">{t('detail.rooms.level')}</th>
            <th scope="col">{t(unit === 'feet' ? 'detail.rooms.sizeFeet' : 'detail.rooms.sizeMeter')}</th>
            <th scope="col">{t('detail.rooms.description')}</th>
          </tr>
        </thead>
        <tbody>
          {rooms.map((room, i) => (
            <tr key={i}>
              <th scope="row">{orNA(room.name, na)}</th>
              <td>{orNA(room.level, na)}</td>
              <td>{orNA(unit === 'feet' ? room.sizeF : room.sizeM, na)}</td>
              <td>{room.descriptions?.length ? room.descriptions.join(', ') : na}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
