/** @jest-environment node */
import { renderToString } from 'react-dom/server';
import { create } from 'zustand';
import { createSharedStore } from './create-shared-store';

describe('a store the page is rendered with', () => {
  it('renders its state in force on the server (zustand itself would render the initial state)', () => {
    const useShared = createSharedStore<{ name: string }>(() => ({ name: 'initial' }));
    const usePlain = create<{ name: string }>(() => ({ name: 'initial' }));
    useShared.setState({ name: 'lily' });
    usePlain.setState({ name: 'lily' });
    function Names() {
      return (
        <p>
          {useShared((s) => s.name)}/{usePlain((s) => s.name)}
        </p>
      );
    }
    expect(renderToString(<Names />)).toBe('<p>lily<!-- -->/<!-- -->initial</p>');
  });

  it('keeps the initial state for resets', () => {
    const useShared = createSharedStore<{ n: number }>(() => ({ n: 1 }));
    useShared.setState({ n: 2 });
    expect(useShared.getInitialState()).toEqual({ n: 1 });
    expect(useShared.getState()).toEqual({ n: 2 });
  });
});
