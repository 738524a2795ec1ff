import './marketing.css';
import { useEffect, useState, type ComponentType } from 'react';
import { useTranslation } from '@hearth/shared/react-i18next';
import { useConfigStore } from '@hearth/shared';
import { Spinner } from '@hearth/shared/ui';
import { AWARDS_2020_DEFAULT, loadInSequence } from '../api/countdown';
import type { CeremonyLinksProps } from '../components/ceremony-links';
import { ensurePageTranslations } from '../../../i18n/page-translations';

interface Loaded {
  Clock: ComponentType<{ start: number }>;
  Links: ComponentType<CeremonyLinksProps>;
}

/** /marketing/2020/annual: the awards ceremony countdown (modules loaded in sequence), links and notice. */
export function Annual2020Page() {
  ensurePageTranslations();
  const { t } = useTranslation('content');
  const awards = useConfigStore((s) => s.config?.awards2020) ?? AWARDS_2020_DEFAULT;
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  useEffect(() => {
    let live = true;
    void loadInSequence([
      () => import(/* webpackChunkName: "countdown-clock" */ '../components/countdown-clock'),
      () => import(/* webpackChunkName: "ceremony-links" */ '../components/ceremony-links'),
    ]).then(([clock, links]) => {
      if (live) setLoaded({ Clock: clock.CountdownClock, Links: links.CeremonyLinks });
    });
    return () => {
      live = false;
    };
  }, []);
  const start = Date.parse(awards.startsAt);
  return (
    <div className="awards-page">
      <h1>{t('awards.heading')}</h1>
      <p>{t('awards.text')}</p>
      {loaded ? (
        <>
          <loaded.Clock start={start} />
          <loaded.Links
            watchChinaUrl={'watchChinaUrl' in awards ? awards.watchChinaUrl : undefined}
            liveStreamUrl={'liveStreamUrl' in awards ? awards.liveStreamUrl : undefined}
            social={awards.social ?? []}
          />
        </>
      ) : (
        <Spinner />
      )}
    </div>
  );
}
