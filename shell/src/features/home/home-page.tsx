import './home.css';
import { lazy, Suspense, useEffect, type ComponentType } from 'react';
import { useTranslation } from '@hearth/shared/react-i18next';
import { useSiteStore } from '@hearth/shared';
import { Spinner } from '@hearth/shared/ui';
import type { HomeTemplate } from '@hearth/shared/contracts';
import type { RemoteSource } from '../../federation/remote-source';
import { useHomeTemplateStore } from './home-template-store';

/** What every template gets: where its widgets load from (the federation runtime; injected in tests). */
export interface HomeTemplateProps {
  source?: RemoteSource;
}

// One chunk per template: the home's first-load JS holds only the template (and so the widgets) it shows.
const TEMPLATES: Record<HomeTemplate | 'www', ComponentType<HomeTemplateProps>> = {
  default: lazy(async () => ({ default: (await import('./default-home')).DefaultHome })),
  epic: lazy(async () => ({ default: (await import('./epic/epic-home')).EpicHome })),
  demo: lazy(async () => ({ default: (await import('./demo-home')).DemoHome })),
  www: lazy(async () => ({ default: (await import('./www-home')).WwwHome })),
};

/** Which home `/` shows: the www portal's, or the agent's template (store info; default when absent). */
export function useHomeVariant(): HomeTemplate | 'www' {
  const www = useSiteStore((s) => s.mode === 'www');
  const storeInfo = useSiteStore((s) => s.agent?.storeInfo);
  const hydrate = useHomeTemplateStore((s) => s.hydrate);
  const template = useHomeTemplateStore((s) => s.template);
  useEffect(() => {
    if (!www) hydrate(storeInfo);
  }, [www, storeInfo, hydrate]);
  if (www) return 'www';
  return template ?? storeInfo?.template ?? 'default';
}

/** `/`: the home container (spec §2): the www home, or the default, demo or epic template of the agent's site. */
export function HomePage({ source }: HomeTemplateProps) {
  const { t } = useTranslation('shell');
  const variant = useHomeVariant();
  const Template = TEMPLATES[variant];
  return (
    <div className="home" data-template={variant}>
      <Suspense fallback={<Spinner label={t('home.loading')} />}>
        <Template {...(source ? { source } : {})} />
      </Suspense>
    </div>
  );
}
