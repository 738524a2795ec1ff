/** @jest-environment node */
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { addTranslations, CONTRACT_MAJOR, initI18n, SHARED_VERSION } from '@hearth/shared';
import { federationTranslations } from '../lib/i18n/federation';
import { testWidgetContracts } from '../lib/testing/widget-contracts';
import type { RemoteSource } from '../federation/remote-source';
import { RemoteWidget } from './remote-widget';
import { RemoteSourceProvider } from './remote-source-context';
import { rememberModule } from './module-cache';
import { loadWidgetContracts } from './widget-contracts';

const ID = 'remote_listings/featured-listings';

/** The page's own source on the server, its contracts read and, if given, the widget's module remembered. */
async function pageSource(Widget?: () => ReactElement): Promise<RemoteSource> {
  const source: RemoteSource = {
    load: jest.fn(),
    loadExpose: jest.fn(() => Promise.reject(new Error('not loaded while rendering'))),
    reset: jest.fn(async () => undefined),
    widgetContracts: testWidgetContracts,
  };
  await loadWidgetContracts(source, [ID]);
  if (Widget)
    rememberModule(source, ID, {
      contractMajor: CONTRACT_MAJOR,
      sharedVersion: SHARED_VERSION,
      name: 'remote_listings',
      widget: 'featured-listings',
      Widget,
      translations: { namespace: 'server-widget-test', en: {}, 'zh-CN': {} },
      buildId: 'l9',
      sharedInstanceId: 'shared-test',
    });
  return source;
}

const html = (source: RemoteSource) =>
  renderToString(
    <RemoteSourceProvider value={source}>
      <RemoteWidget id={ID} props={{}} place="default" />
    </RemoteSourceProvider>,
  );

beforeAll(async () => {
  await initI18n('en');
  addTranslations(federationTranslations);
});
afterEach(() => jest.restoreAllMocks());

describe('a remote widget rendered on the server', () => {
  it("renders the module its page's source holds, marked `server`, with its contract's reserve", async () => {
    const out = html(await pageSource(() => <p>25 Hollywood Ave</p>));
    expect(out).toContain('<p>25 Hollywood Ave</p>');
    expect(out).toMatch(
      /data-reserve-narrow="45rem"[^>]*data-widget="featured-listings" data-state="server"/,
    );
    expect(out).not.toContain('aria-busy');
  });

  it('goes out in its loading state when its module is not in the source (down, late, or deferred)', async () => {
    const out = html(await pageSource());
    expect(out).toMatch(/data-state="loading" aria-busy="true"/);
    expect(out).toContain('Loading');
  });

  it('goes out in its loading state when it throws while rendering: the rest of the page renders', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const out = html(
      await pageSource(() => {
        throw new Error('widget bug');
      }),
    );
    expect(out).toContain('data-widget="featured-listings"');
    expect(out).toContain('Loading');
  });
});
