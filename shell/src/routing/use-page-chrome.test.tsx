import { act, render } from '@testing-library/react';
import { MemoryRouter } from '@hearth/shared/router';
import { useRouteHandleStore } from '../slots/route-handle-store';
import { usePageChrome } from './use-page-chrome';
import type { PageChrome } from '../route-table/route-table';

function renderChrome(path: string) {
  const seen: PageChrome[] = [];
  function Probe() {
    seen.push(usePageChrome());
    return null;
  }
  render(
    <MemoryRouter initialEntries={[path]}>
      <Probe />
    </MemoryRouter>,
  );
  return seen;
}

beforeEach(() => useRouteHandleStore.setState(useRouteHandleStore.getInitialState()));

test('a handle that leaves the chrome as it is does not render the page chrome again', () => {
  const seen = renderChrome('/listings/x');
  expect(seen).toHaveLength(1);
  // As `defineRoute` makes it: `hybrid` is always set.
  act(() => useRouteHandleStore.getState().publish('/listings/x', { titleKey: 'title', hybrid: false }));
  act(() => useRouteHandleStore.getState().publish('/listings/x', { titleKey: 'other', banner: false }));
  expect(seen).toHaveLength(1);
});

test("a handle's chrome hints refine the prefix's chrome, on its own path only", () => {
  const seen = renderChrome('/listings/x');
  act(() => useRouteHandleStore.getState().publish('/elsewhere', { footer: false }));
  expect(seen.at(-1)?.footer).toBe(true);
  act(() => useRouteHandleStore.getState().publish('/listings/x', { titleKey: 'title', footer: false }));
  expect(seen.at(-1)).toMatchObject({ hybrid: false, header: true, footer: false });
  act(() => useRouteHandleStore.getState().publish('/listings/x', { hybrid: true }));
  expect(seen.at(-1)).toMatchObject({ hybrid: true, header: false, footer: false });
});
