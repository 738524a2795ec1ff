import { createContext, useContext, type ReactNode } from 'react';
import { federationSource, type RemoteSource } from '../federation/remote-source';

/**
 * Where the slots load remote modules from: the browser's federation runtime by default; the server renders with
 * its own (the remotes' server containers, shell/src/server/server-source.ts).
 */
const RemoteSourceContext = createContext<RemoteSource>(federationSource);

export function RemoteSourceProvider({ value, children }: { value: RemoteSource; children: ReactNode }) {
  return <RemoteSourceContext.Provider value={value}>{children}</RemoteSourceContext.Provider>;
}

/** The source a slot uses: its `source` prop (tests), else the context's. */
export function useRemoteSource(explicit?: RemoteSource): RemoteSource {
  const fromContext = useContext(RemoteSourceContext);
  return explicit ?? fromContext;
}
