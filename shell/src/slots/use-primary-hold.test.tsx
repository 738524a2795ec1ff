import { act, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import {
  addTranslations,
  afterPrimaryContent,
  CONTRACT_MAJOR,
  initI18n,
  SHARED_VERSION,
} from '@hearth/shared';
import { federationTranslations } from '../lib/i18n/federation';
import { parseWidgetContract } from '@hearth/shared/early';
import { RemoteWidget } from './remote-widget';
import { loadWidgetContracts } from './widget-contracts';
import type { RemoteSource } from '../federation/remote-source';

function Featured() {
  return <section aria-label="Featured">Six homes</section>;
}

const featuredModule = {
  contractMajor: CONTRACT_MAJOR,
  sharedVersion: SHARED_VERSION,
  name: 'remote_listings',
  widget: 'featured-listings',
  Widget: Featured,
  translations: { namespace: 'listings-widget-test', en: {}, 'zh-CN': {} },
  buildId: 'b1',
  sharedInstanceId: 'shared-test',
};

const ID = 'remote_listings/featured-listings';
/** Its remote's contract: the default home's primary content. */
const CONTRACTS = { './featured-listings': parseWidgetContract({ primary: { default: true } }) };

/** A source whose one expose answers when the test says so (its contracts read, as the home has them). */
async function controlledSource() {
  let answer!: (value: unknown) => void;
  let fail!: (error: Error) => void;
  const pending = new Promise<unknown>((resolve, reject) => {
    answer = resolve;
    fail = reject;
  });
  const source: RemoteSource = {
    load: jest.fn(),
    loadExpose: jest.fn(() => pending),
    reset: jest.fn(async () => undefined),
    widgetContracts: jest.fn(async () => CONTRACTS),
  };
  await loadWidgetContracts(source, [ID]);
  return { source, answer, fail };
}

function tracked(promise: Promise<void>): { done: boolean } {
  const flag = { done: false };
  void promise.then(() => (flag.done = true));
  return flag;
}

beforeAll(async () => {
  await initI18n('en');
  addTranslations(federationTranslations);
});
beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

test("a primary widget holds the page's secondary work until it has rendered", async () => {
  const { source, answer } = await controlledSource();
  render(<RemoteWidget id={ID} props={{}} source={source} place="default" />);
  const secondary = tracked(afterPrimaryContent());
  await new Promise((resolve) => setTimeout(resolve, 250));
  expect(secondary.done).toBe(false);
  answer(featuredModule);
  expect(await screen.findByRole('region', { name: 'Featured' })).toBeInTheDocument();
  await waitFor(() => expect(secondary.done).toBe(true));
});

test('a primary widget that fails releases the hold (its fallback is what the page shows)', async () => {
  const { source, fail } = await controlledSource();
  render(<RemoteWidget id={ID} props={{}} source={source} place="default" />);
  const secondary = tracked(afterPrimaryContent());
  fail(new Error('ScriptExternalLoadError'));
  expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
  await waitFor(() => expect(secondary.done).toBe(true));
});

test('a primary widget leaving the page releases the hold; a widget its contract does not make primary where it is placed holds nothing', async () => {
  const first = await controlledSource();
  const { unmount } = render(<RemoteWidget id={ID} props={{}} source={first.source} place="default" />);
  const secondary = tracked(afterPrimaryContent());
  unmount();
  await waitFor(() => expect(secondary.done).toBe(true));

  const second = await controlledSource();
  render(<RemoteWidget id={ID} props={{}} source={second.source} place="www" />);
  await expect(afterPrimaryContent()).resolves.toBeUndefined();
});

test('a primary widget still loading its own content (a busy skeleton) holds until the content has shown', async () => {
  let showContent!: () => void;
  function Loading() {
    const [ready, setReady] = useState(false);
    showContent = () => setReady(true);
    return ready ? (
      <section aria-label="Featured">Six homes</section>
    ) : (
      <ul aria-busy="true" aria-hidden="true" />
    );
  }
  const { source, answer } = await controlledSource();
  render(<RemoteWidget id={ID} props={{}} source={source} place="default" />);
  const secondary = tracked(afterPrimaryContent());
  answer({ ...featuredModule, Widget: Loading });
  await waitFor(() => expect(source.loadExpose).toHaveBeenCalled());
  await new Promise((resolve) => setTimeout(resolve, 400));
  expect(secondary.done).toBe(false);
  act(() => showContent());
  expect(await screen.findByRole('region', { name: 'Featured' })).toBeInTheDocument();
  await waitFor(() => expect(secondary.done).toBe(true));
});
