import { useEffect } from 'react';
import { useTranslation } from '@hearth/shared/react-i18next';
import { bus, useAppStore } from '@hearth/shared';
import { Spinner } from '@hearth/shared/ui';

/** Counts `fetch:start` / `fetch:end` bus events into `useAppStore.isFetching`. */
export function useFetchingBus(): void {
  useEffect(() => {
    const start = () => useAppStore.getState().startFetching();
    const end = () => useAppStore.getState().endFetching();
    bus.on('fetch:start', start);
    bus.on('fetch:end', end);
    return () => {
      bus.off('fetch:start', start);
      bus.off('fetch:end', end);
    };
  }, []);
}

/** The full-screen spinner shown while any page request that drives it is in flight. */
export function GlobalSpinner() {
  const { t } = useTranslation('shell');
  useFetchingBus();
  const busy = useAppStore((s) => s.isFetching > 0);
  if (!busy) return null;
  return (
    <div className="global-spinner" data-testid="global-spinner">
      <Spinner label={t('spinner')} size="large" />
    </div>
  );
}
