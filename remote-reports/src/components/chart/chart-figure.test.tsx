import { act } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { render, screen } from '@testing-library/react';
import { ChartFigure, type ChartFigureProps } from './chart-figure';

const sales: ChartFigureProps = {
  title: 'Sales',
  kind: 'bar',
  categories: ['Sep', 'Oct', 'Nov'],
  series: [
    { name: 'This year', data: [1200, null, 900] },
    { name: 'Last year', data: [1000, 800, 700] },
  ],
  format: (v) => v.toLocaleString('en-US'),
  categoryHeader: 'Month',
  height: 240,
};

describe('ChartFigure (ADR 0048)', () => {
  it('sends the drawing, its legend and the table of figures from the server, without a style attribute', () => {
    const html = renderToString(<ChartFigure {...sales} />);
    // The CSP has no 'unsafe-inline' for styles: a style attribute in the server's HTML would be blocked.
    expect(html).not.toMatch(/\sstyle=/);
    expect(html).toMatch(
      /<div class="report-chart__canvas" aria-hidden="true"><svg class="report-chart__drawing" viewBox="0 0 360 240"/,
    );
    expect(html).toContain('<caption>Sales</caption>');
    expect(html).toMatch(/<th scope="row">Sep<\/th><td>1,200<\/td><td>1,000<\/td>/);
    expect(html).toMatch(/<th scope="row">Oct<\/th><td>–<\/td><td>800<\/td>/);
    // Five bars: the gap draws none.
    expect(html.match(/<rect fill="#/g)).toHaveLength(5);
    expect(html).toContain('<title>Sep · This year: 1,200</title>');
  });

  it('hydrates over the server HTML without a mismatch', async () => {
    const figure = <ChartFigure {...sales} kind="line" />;
    const container = document.createElement('div');
    container.innerHTML = renderToString(figure);
    document.body.append(container);
    const errors: unknown[] = [];
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, figure, { onRecoverableError: (error) => errors.push(error) });
    });
    expect(errors).toEqual([]);
    // A gap breaks the line: the first series is two pieces.
    expect(container.querySelector('path')?.getAttribute('d')?.match(/M/g)).toHaveLength(2);
    act(() => root?.unmount());
    container.remove();
  });

  it('draws a pie with its legend, and horizontal bars with the labels they are given', () => {
    const { container, unmount } = render(
      <ChartFigure
        {...sales}
        kind="pie"
        categories={['Owner', 'Renter', 'Band']}
        series={[{ name: 'Share', data: [60, 40, 0] }]}
        legend={['Owner', 'Renter']}
      />,
    );
    expect(container.querySelectorAll('.report-chart__drawing path')).toHaveLength(2);
    expect([...container.querySelectorAll('.report-chart__legend li')].map((li) => li.textContent)).toEqual([
      'Owner',
      'Renter',
    ]);
    unmount();
    render(
      <ChartFigure
        {...sales}
        horizontal
        categories={['Car', 'Walk']}
        series={[{ name: 'Share', data: [75, 10] }]}
        valueLabel={(v) => (v > 20 ? `${v}` : '')}
      />,
    );
    expect(
      screen.getByRole('figure', { name: 'Sales' }).querySelectorAll('.report-chart__value'),
    ).toHaveLength(1);
    expect(screen.getByRole('table', { name: 'Sales' })).toBeInTheDocument();
  });
});
