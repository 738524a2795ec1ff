import { memo, useState, type ReactNode } from 'react';
import { useTranslation } from '@hearth/shared/react-i18next';
import { Spinner } from '@hearth/shared/ui';
import { FEDERATION_NS } from '../lib/i18n/federation';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { RemoteFallback } from './remote-fallback';
import type { RemoteModule } from './use-remote-module';

export interface RemoteModuleBodyProps<M> {
  remote: RemoteModule<M>;
  /** A render error clears when this changes (the slot's path, the widget's id). */
  resetKey: string;
  render: (module: M) => ReactNode;
}

/**
 * What a RemoteSlot or RemoteWidget shows for its module: a spinner while it loads, the localised fallback with
 * Retry when it failed, else the module's render under an error boundary whose fallback's Retry renders it anew.
 */
function ModuleBody<M>({ remote, resetKey, render }: RemoteModuleBodyProps<M>) {
  const { t } = useTranslation(FEDERATION_NS);
  const [renderKey, setRenderKey] = useState(0);
  const { state } = remote;
  if (state.status === 'loading') return <Spinner label={t('loading')} />;
  if (state.status === 'failed') return <RemoteFallback onRetry={remote.retry} />;
  return (
    <RemoteErrorBoundary
      key={renderKey}
      resetKey={resetKey}
      onError={remote.onRenderError}
      fallback={(reset) => (
        <RemoteFallback
          onRetry={() => {
            setRenderKey((k) => k + 1);
            reset();
          }}
        />
      )}
    >
      {render(state.module)}
    </RemoteErrorBoundary>
  );
}

/**
 * Memoised: a slot that re-renders for itself alone (its `data-state` once hydrated) does not render its page or
 * widget again (ADR 0049). Its props are stable while its module, path and render are: `useRemoteModule`'s result
 * changes only with its state, and each slot keeps its `render` in a callback.
 */
export const RemoteModuleBody = memo(ModuleBody) as typeof ModuleBody;
