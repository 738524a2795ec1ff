import './home.css';
import { useEffect, useState } from 'react';
import { useTranslation } from '@hearth/shared/react-i18next';
import { useSiteStore } from '@hearth/shared';
import { afterNextPaint, ErrorState, Spinner } from '@hearth/shared/ui';
import { useRemoteSource } from '../../slots/remote-source-context';
import { useHomeTemplateStore } from './home-template-store';
import {
  loadedTemplate,
  loadTemplate,
  loadTemplateWidgets,
  preloadTemplateWidgets,
  templateWidgetsKnown,
  type HomeTemplateProps,
  type HomeVariant,
} from './home-templates';

export type { HomeTemplateProps } from './home-templates';

/** Which home `/` shows: the www portal's, or the agent's template (store info; default when absent). */
export function useHomeVariant(): HomeVariant {
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

type Load = { status: 'loading' | 'ready' | 'failed'; attempt: number };

/**
 * `/`: the home container (spec §2): the www home, or the default, demo or epic template of the agent's site. The
 * template's chunk and its widgets' contracts (ADR 0030) load together, and its primary widgets' remotes with them;
 * a failed chunk shows an error state with Retry.
 */
export function HomePage({ source }: HomeTemplateProps) {
  const { t } = useTranslation('shell');
  const variant = useHomeVariant();
  const [load, setLoad] = useState<Load>({ status: 'loading', attempt: 0 });
  const from = useRemoteSource(source);
  const Template = templateWidgetsKnown(variant, from) ? loadedTemplate(variant) : undefined;

  useEffect(() => {
    let live = true;
    // After the first paint: the home's first screen is painted before its widgets' remotes compete with it (on a
    // server-rendered home the bootstrap has started them before hydrating: ADR 0035).
    void afterNextPaint().then(() => (live ? preloadTemplateWidgets(variant, from) : undefined));
    if (loadedTemplate(variant) && templateWidgetsKnown(variant, from)) return () => void (live = false);
    Promise.all([loadTemplate(variant), loadTemplateWidgets(variant, from)]).then(
      () => live && setLoad((l) => ({ ...l, status: 'ready' })),
      () => live && setLoad((l) => ({ ...l, status: 'failed' })),
    );
    return () => {
      live = false;
    };
  }, [variant, from, load.attempt]);

  let body;
  if (Template) body = <Template {...(source ? { source } : {})} />;
  else if (load.status === 'failed')
    body = <ErrorState onRetry={() => setLoad((l) => ({ status: 'loading', attempt: l.attempt + 1 }))} />;
  else body = <Spinner label={t('home.loading')} />;
  return (
    <div className="home" data-template={variant}>
      {body}
    </div>
  );
}
