import { useEffect, useState } from 'react';
import { useTranslation } from '@hearth/shared/react-i18next';
import { remainingUntil } from '../api/countdown';

const UNITS = ['days', 'hours', 'minutes', 'seconds'] as const;

/** Days, hours, minutes and seconds to `start` (epoch ms), ticking every second until it is reached. */
export function CountdownClock({ start }: { start: number }) {
  const { t } = useTranslation('content');
  const [now, setNow] = useState(() => Date.now());
  const left = remainingUntil(start, now);
  useEffect(() => {
    if (left.started) return;
    const id = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(id);
  }, [left.started]);
  return (
    <div className="countdown" role="timer" aria-label={t('awards.countdown')}>
      {UNITS.map((unit) => (
        <div key={unit} className="countdown__cell" data-unit={unit}>
          <span className="countdown__value">{String(left[unit]).padStart(2, '0')}</span>
          <span className="countdown__label">{t(`awards.units.${unit}`)}</span>
        </div>
      ))}
      {!left.started && (
        <p className="countdown__notice" role="status" lang="zh-CN">
          {t('awards.notYet')}
        </p>
      )}
    </div>
  );
}
