import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { act } from 'react';
import { ClientOnly } from './client-only';

const page = (
  <div>
    <ClientOnly fallback={<span>loading the map</span>}>
      <span>the map</span>
    </ClientOnly>
  </div>
);

describe('ClientOnly', () => {
  it("renders the fallback in the server's markup", () => {
    expect(renderToString(page)).toBe('<div><span>loading the map</span></div>');
  });

  it('hydrates that markup without a mismatch, then renders its children', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    document.body.append(container);
    const errors: unknown[] = [];
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, page, { onRecoverableError: (error) => errors.push(error) });
    });
    expect(errors).toEqual([]);
    expect(container.textContent).toBe('the map');
    act(() => root?.unmount());
    container.remove();
  });

  it('renders its children in a page rendered in the browser', () => {
    render(page);
    expect(screen.getByText('the map')).toBeInTheDocument();
  });
});
