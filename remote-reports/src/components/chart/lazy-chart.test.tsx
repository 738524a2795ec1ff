import { act, render, screen } from '@testing-library/react';
import { LazyChart } from './lazy-chart';

jest.mock('react-apexcharts', () => ({
  __esModule: true,
  default: ({ type }: { type: string }) => <div data-testid="apex">{type}</div>,
}));

type Notify = (entries: Array<{ isIntersecting: boolean }>) => void;

describe('LazyChart', () => {
  let notify: Notify | null = null;
  const disconnect = jest.fn();
  beforeEach(() => {
    notify = null;
    Object.defineProperty(window, 'IntersectionObserver', {
      configurable: true,
      value: jest.fn((callback: Notify) => {
        notify = callback;
        return { observe: jest.fn(), disconnect };
      }),
    });
  });
  afterEach(() => {
    Reflect.deleteProperty(window, 'IntersectionObserver');
  });

  it('keeps its height and loads nothing until it nears the viewport; then draws', async () => {
    const { container } = render(<LazyChart type="bar" series={[]} options={{}} height={240} />);
    const box = container.querySelector('.report-chart__canvas') as HTMLElement;
    expect(box.style.minHeight).toBe('240px');
    expect(box).toHaveAttribute('data-state', 'waiting');
    expect(box.querySelector('svg.report-chart__reserve')).toHaveAttribute('height', '240');
    expect(screen.queryByTestId('apex')).not.toBeInTheDocument();

    act(() => notify?.([{ isIntersecting: false }]));
    expect(box).toHaveAttribute('data-state', 'waiting');

    act(() => notify?.([{ isIntersecting: true }]));
    expect(await screen.findByTestId('apex')).toHaveTextContent('bar');
    expect(box).not.toHaveAttribute('data-state');
    expect(box.style.minHeight).toBe('240px');
    expect(box.querySelector('svg.report-chart__reserve')).toBeNull();
    expect(disconnect).toHaveBeenCalled();
  });
});
