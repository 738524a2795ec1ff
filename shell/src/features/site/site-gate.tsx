import '../../components/status-page.css';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from '@hearth/shared/react-i18next';
import { useRuntimeConfig, useSiteStore } from '@hearth/shared';
import { ErrorState, Spinner } from '@hearth/shared/ui';
import { usePageChrome } from '../../routing/use-page-chrome';
import { NotFoundPage } from '../not-found/not-found-page';
import { isUnknownAgentError, startSiteResolution } from './resolve-site';

/**
 * Resolves host → site (www / agent / inactive) once and gates the public pages on it: a spinner while it runs,
 * the 404 page for an unknown agent or an inactive website, an error state with Retry on failures.
 * Hybrid pages (their prefix in remotes.json, or a shell route, says so) never wait: they render at once while the
 * resolution runs in the background.
 * Must be rendered inside the router.
 */
export function SiteGate({ children }: { children?: ReactNode }) {
  const { t } = useTranslation('shell');
  const { hybrid } = usePageChrome();
  const config = useRuntimeConfig();
  const status = useSiteStore((s) => s.status);
  const mode = useSiteStore((s) => s.mode);
  const error = useSiteStore((s) => s.error);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (useSiteStore.getState().status === 'ready') return;
    void startSiteResolution(config, attempt > 0);
  }, [config, attempt]);

  if (hybrid) return <>{children}</>;
  if (status === 'error') {
    if (isUnknownAgentError(error)) return <NotFoundPage />;
    return (
      <section className="site-gate">
        <ErrorState error={error} title={t('site.errorTitle')} onRetry={() => setAttempt((n) => n + 1)} />
      </section>
    );
  }
  if (status !== 'ready') {
    return (
      <section className="site-gate" aria-busy="true">
        <Spinner label={t('site.loading')} />
      </section>
    );
  }
  if (mode === 'inactive') return <NotFoundPage />;
  return <>{children}</>;
}
