// Test-only: the widget contracts the remotes declare (their src/widgets/contracts.ts, ADR 0030), as a RemoteSource
// serves them to the shell, for the shell's unit tests (which do not import remote code).
import type { RemoteName } from '@hearth/shared';
import { parseWidgetContract, type WidgetContract } from '@hearth/shared/early';
import type { RemoteSource } from '../../federation/remote-source';

const CONTRACTS: Partial<Record<RemoteName, Record<string, WidgetContract>>> = {
  remote_listings: {
    './featured-listings': parseWidgetContract({
      primary: { default: true },
      reserve: { narrow: '45rem', wide: '30rem' },
    }),
    './home-search-bar': parseWidgetContract({
      primary: { www: true },
      reserve: { narrow: '16rem', wide: '10.5rem' },
    }),
    './search-header': parseWidgetContract({}),
  },
  remote_content: {
    './blog-section': parseWidgetContract({
      deferUntilVisible: true,
      reserve: { narrow: '12.5rem', wide: '12.5rem' },
    }),
    './latest-news': parseWidgetContract({
      deferUntilVisible: true,
      reserve: { narrow: '14rem', wide: '14rem' },
    }),
  },
};

/** The remotes' widget contracts, read as `RemoteSource.widgetContracts` reads them. */
export async function testWidgetContracts(name: RemoteName): Promise<Record<string, WidgetContract>> {
  return CONTRACTS[name] ?? {};
}

/** A test source that serves the remotes' widget contracts. */
export function withWidgetContracts<S extends RemoteSource>(source: S): S {
  return { ...source, widgetContracts: testWidgetContracts };
}
