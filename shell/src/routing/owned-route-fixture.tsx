import { StrictMode, type ComponentProps } from 'react';
import { screen } from '@testing-library/react';
import { Route, Routes } from '@hearth/shared/router';
import {
  bus,
  CONTRACT_MAJOR,
  SHARED_VERSION,
  useSiteStore,
  type HearthEvents,
  type RemoteName,
  type RemoteRoutesModule,
} from '@hearth/shared';
import { federationTranslations } from '../lib/i18n/federation';
import { AppLayout } from '../layout/app-layout';
import { lily, renderShell, resetStores } from '../lib/testing/fixtures';
import { OwnedRoute } from './router';

/** The federation's source of remote modules (routing/ does not import federation/: the slot's prop type). */
type RemoteSource = NonNullable<ComponentProps<typeof OwnedRoute>['source']>;

/** The tests of OwnedRoute (owned-route*.test.tsx): remote route modules, a source serving them, the app around. */
export const UNAVAILABLE = 'This section is unavailable right now.';

export function remoteModule(name: RemoteName, routes: RemoteRoutesModule['routes']): RemoteRoutesModule {
  return {
    contractMajor: CONTRACT_MAJOR,
    sharedVersion: SHARED_VERSION,
    name,
    routes,
    translations: {
      namespace: `${name}-test`,
      en: { listings: 'All listings', marketing: 'Coupon deals', detail: 'Coupon detail' },
      'zh-CN': { listings: '所有房源', marketing: '优惠活动', detail: '优惠券详情' },
    },
    buildId: 'test',
    sharedInstanceId: 'test',
  };
}

/** A source answering with the given modules; `gate` holds the answers back until released. */
export function sourceOf(modules: RemoteRoutesModule[], gate: Promise<void> = Promise.resolve()) {
  const load = jest.fn(async (name: RemoteName) => {
    await gate;
    const module = modules.find((m) => m.name === name);
    if (!module) throw new Error(`no ${name}`);
    return module;
  });
  const source: RemoteSource = { load, loadExpose: jest.fn(), reset: jest.fn(async () => undefined) };
  return { source, load };
}

export function renderApp(path: string, source: RemoteSource) {
  return renderShell(
    <StrictMode>
      <Routes>
        <Route element={<AppLayout />}>
          <Route path="*" element={<OwnedRoute source={source} />} />
        </Route>
      </Routes>
    </StrictMode>,
    { route: path, translations: [federationTranslations] },
  );
}

export const shown = () => ({
  header: screen.queryByRole('banner') !== null,
  banner: screen.queryByTestId('app-banner') !== null,
  footer: screen.queryByRole('contentinfo') !== null,
});

/**
 * Each test of the file starts on lily's site with fresh stores; the titles sent to the app
 * (`nativeSetNavTitle`) during it are collected in the returned list.
 */
export function recordNavTitles(): string[] {
  const navTitles: string[] = [];
  const onBridge = (e: HearthEvents['bridge:call']) => {
    if (e.name === 'nativeSetNavTitle') navTitles.push((e.payload as { title: string }).title);
  };
  beforeEach(() => {
    resetStores();
    useSiteStore.setState({ status: 'ready', mode: 'agent', agent: lily });
    navTitles.length = 0;
    bus.on('bridge:call', onBridge);
  });
  afterEach(() => {
    bus.off('bridge:call', onBridge);
    jest.restoreAllMocks();
  });
  return navTitles;
}
