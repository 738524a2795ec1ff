import { useState } from 'react';
import { RemoteFallback } from './remote-fallback';
import { reloadRemotesManifest } from '../federation/start-federation';
import type { RouteMatch } from '../route-table/route-table';

type UnroutedMatch = Extract<RouteMatch, { kind: 'rejected' | 'unavailable' }>;

/**
 * A path the route table cannot give to a remote: its prefix was rejected (two remotes claim it, or it covers a
 * shell route; reported with console.error at start-up), or remotes.json could not be read. Shows the remote
 * fallback (localised, with Retry), never a blank page; Retry reads remotes.json again, so a fixed deploy renders
 * the page without a reload.
 */
export function RouteFallback({ match }: { match: UnroutedMatch }) {
  const [busy, setBusy] = useState(false);
  const retry = () => {
    setBusy(true);
    void reloadRemotesManifest().finally(() => setBusy(false));
  };
  const owners = match.kind === 'rejected' ? [...new Set(match.conflicts.map((c) => c.remote))] : [];
  return (
    <div
      className="hearth-remote-slot"
      data-route-state={match.kind}
      data-prefix={match.kind === 'rejected' ? match.prefix : undefined}
      data-claimed-by={owners.length ? owners.join(' ') : undefined}
    >
      <RemoteFallback onRetry={retry} busy={busy} />
    </div>
  );
}
