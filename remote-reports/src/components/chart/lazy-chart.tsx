import { lazy, Suspense, useEffect, useRef, type ComponentType } from 'react';
import type { ApexOptions } from 'apexcharts';
import type { Props as ReactApexChartProps } from 'react-apexcharts';
import { useNearViewport } from '@hearth/shared/ui';

type ApexProps = {
  type: 'line' | 'bar' | 'pie' | 'donut';
  series: ApexOptions['series'];
  options: ApexOptions;
  height: number;
};

function NoChart() {
  return null;
}

// apexcharts is loaded only by the pages that draw charts, in its own chunk; if that chunk fails, the chart's
// text alternative (always rendered beside it) still carries the figures.
// Its style sheets come as files (the site's CSP has no 'unsafe-inline' for styles): injectStyleSheet is off.
const ApexChart = lazy<ComponentType<ReactApexChartProps>>(() =>
  Promise.all([
    import(/* webpackChunkName: "apexcharts" */ 'react-apexcharts'),
    import('apexcharts/dist/apexcharts.css'),
    import('apexcharts/dist/apexcharts-legend.css'),
  ]).then(
    ([m]) => ({ default: m.default }),
    () => ({ default: NoChart }),
  ),
);

/**
 * A chart drawn by apexcharts (lazy), in a box of fixed height so nothing moves when it arrives. The drawing (and
 * apexcharts itself, ~220 KB) starts only when the box nears the viewport: charts below the fold neither delay the
 * figures above it nor block the main thread while the page loads. The table beside it carries the figures meanwhile.
 *
 * Rendered on the server too (ADR 0039 addendum), where only the empty box goes out: the CSP allows no style
 * attribute, so the box's height is reserved by an empty SVG of that height (a presentation attribute, not a style)
 * until the drawing replaces it; by then the browser holds the box at that height through the CSSOM (`style.minHeight`,
 * which the CSP allows).
 */
export function LazyChart(props: ApexProps) {
  const box = useRef<HTMLDivElement>(null);
  const near = useNearViewport(box, true);
  useEffect(() => {
    if (box.current) box.current.style.minHeight = `${props.height}px`;
  }, [props.height]);
  return (
    <div
      ref={box}
      className="report-chart__canvas"
      aria-hidden="true"
      data-state={near ? undefined : 'waiting'}
    >
      {near ? (
        <Suspense fallback={null}>
          <ApexChart {...props} />
        </Suspense>
      ) : (
        <svg className="report-chart__reserve" height={props.height} focusable="false" />
      )}
    </div>
  );
}
