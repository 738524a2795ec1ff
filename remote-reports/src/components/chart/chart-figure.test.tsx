import { act } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { ChartFigure } from './chart-figure';

jest.mock('react-apexcharts', () => ({
  __esModule: true,
  default: ({ type }: { type: string }) => <div data-testid="apex">{type}</div>,
}));

const figure = (
  <ChartFigure
    title="Sales"
    kind="bar"
    categories={['Sep', 'Oct']}
    series={[{ name: 'This year', data: [1200, null] }]}
    format={(v) => v.toLocaleString('en-US')}
    categoryHeader="Month"
    height={320}
  />
);

describe('ChartFigure on the server (ADR 0039 addendum)', () => {
  it('sends the caption and the table of figures, and reserves the drawing box without a style attribute', () => {
    const html = renderToString(figure);
    // The CSP has no 'unsafe-inline' for styles: a style attribute in the server's HTML would be blocked.
    expect(html).not.toMatch(/\sstyle=/);
    expect(html).toMatch(/<svg class="report-chart__reserve" height="320"/);
    expect(html).toContain('<figcaption');
    expect(html).toContain('<caption>Sales</caption>');
    expect(html).toMatch(/<th scope="row">Sep<\/th><td>1,200<\/td>/);
    expect(html).toMatch(/<th scope="row">Oct<\/th><td>–<\/td>/);
    expect(html).not.toContain('data-testid="apex"');
  });

  it('hydrates without a mismatch; the browser then holds the box at its height through the CSSOM', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(figure);
    document.body.append(container);
    const errors: unknown[] = [];
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, figure, { onRecoverableError: (error) => errors.push(error) });
    });
    expect(errors).toEqual([]);
    const box = container.querySelector<HTMLElement>('.report-chart__canvas');
    expect(box?.style.minHeight).toBe('320px');
    act(() => root?.unmount());
    container.remove();
  });
});
