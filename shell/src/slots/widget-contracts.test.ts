import { parseWidgetContract, type WidgetContract } from '@hearth/shared/early';
import type { RemoteSource } from '../federation/remote-source';
import {
  knownWidgetContract,
  loadWidgetContracts,
  readWidgetContracts,
  seedWidgetContracts,
} from './widget-contracts';

const DEFERRED = parseWidgetContract({
  deferUntilVisible: true,
  reserve: { narrow: '14rem', wide: '14rem' },
});
const HEADER = parseWidgetContract({ reserve: { narrow: '7rem', wide: '5rem' } });

function sourceReading(contracts: Record<string, WidgetContract>) {
  const widgetContracts = jest.fn(async () => contracts);
  const source = { widgetContracts } as unknown as RemoteSource;
  return { source, widgetContracts };
}

test('what a page read is handed over by remote (the start plan), and only that page’s', async () => {
  const { source } = sourceReading({ './latest-news': DEFERRED });
  const other = sourceReading({ './search-header': HEADER }).source;
  await loadWidgetContracts(source, ['remote_content/latest-news']);
  await loadWidgetContracts(other, ['remote_listings/search-header']);
  expect(readWidgetContracts(source)).toEqual({ remote_content: { './latest-news': DEFERRED } });
});

test('contracts seeded from the plan are taken as read: the browser does not read them again', async () => {
  const { source, widgetContracts } = sourceReading({ './latest-news': HEADER });
  seedWidgetContracts(source, { remote_content: { './latest-news': DEFERRED } });
  await loadWidgetContracts(source, ['remote_content/latest-news', 'remote_content/blog-section']);
  expect(widgetContracts).not.toHaveBeenCalled();
  expect(knownWidgetContract(source, 'remote_content/latest-news')).toEqual(DEFERRED);
  // A widget of that remote the server did not know of has none (as it rendered it).
  expect(knownWidgetContract(source, 'remote_content/blog-section')).toBeNull();
});

test('a remote the server read nothing of is read as before; one already read keeps its contracts', async () => {
  const { source, widgetContracts } = sourceReading({ './search-header': HEADER });
  await loadWidgetContracts(source, ['remote_listings/search-header']);
  seedWidgetContracts(source, { remote_listings: {} });
  expect(knownWidgetContract(source, 'remote_listings/search-header')).toEqual(HEADER);
  expect(widgetContracts).toHaveBeenCalledTimes(1);
});
