import { act, render } from '@testing-library/react';
import { MemoryRouter, useNavigate, type NavigateFunction } from '@hearth/shared/router';
import { scrollForNavigation, ScrollManager } from './scroll-manager';

const scrollIntoView = jest.fn();

beforeEach(() => {
  scrollIntoView.mockReset();
  Element.prototype.scrollIntoView = scrollIntoView;
  jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  document.body.innerHTML = '';
});
afterEach(() => {
  jest.restoreAllMocks();
  jest.useRealTimers();
});

describe('scrollForNavigation', () => {
  it('scrolls to the top when there is no hash', () => {
    scrollForNavigation('');
    expect(window.scrollTo).toHaveBeenCalledWith(0, 0);
    expect(scrollIntoView).not.toHaveBeenCalled();
  });

  it('scrolls to an anchor that is already there', () => {
    document.body.innerHTML = '<h2 id="step2">Step 2</h2>';
    scrollForNavigation('#step2');
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toBe(document.getElementById('step2'));
  });

  it('waits for a lazily rendered anchor', async () => {
    scrollForNavigation('#step3');
    expect(scrollIntoView).not.toHaveBeenCalled();
    const el = document.createElement('section');
    el.id = 'step3';
    document.body.append(el);
    await act(async () => undefined); // let the MutationObserver fire
    expect(scrollIntoView.mock.contexts[0]).toBe(el);
  });

  it('gives up after the bound and stays at the top', async () => {
    jest.useFakeTimers();
    scrollForNavigation('#late', { waitMs: 1000 });
    jest.advanceTimersByTime(1001);
    const el = document.createElement('div');
    el.id = 'late';
    document.body.append(el);
    await Promise.resolve();
    expect(scrollIntoView).not.toHaveBeenCalled();
    expect(window.scrollTo).toHaveBeenCalledWith(0, 0);
  });
});

describe('ScrollManager', () => {
  it('scrolls on every navigation', async () => {
    let navigate: NavigateFunction = () => undefined;
    function Page() {
      navigate = useNavigate();
      return (
        <>
          <ScrollManager />
          <h2 id="step4">Step 4</h2>
        </>
      );
    }
    render(
      <MemoryRouter initialEntries={['/seller-guide']}>
        <Page />
      </MemoryRouter>,
    );
    // The page's load keeps where the browser (or the visitor, before the app code ran) put it.
    expect(window.scrollTo).not.toHaveBeenCalled();
    await act(async () => navigate('/buyer-guide#step4'));
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(window.scrollTo).toHaveBeenCalledTimes(1);
    await act(async () => navigate('/about'));
    expect(window.scrollTo).toHaveBeenCalledTimes(2);
  });
});
