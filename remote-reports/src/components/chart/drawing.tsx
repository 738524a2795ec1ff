import type { ReactNode } from 'react';
import { CHART_WIDTH } from './chart-scale';

/** A chart's SVG: a phone-wide coordinate system of the given height, scaled to its box by the stylesheet. */
export function Drawing({ height, children }: { height: number; children: ReactNode }) {
  return (
    <svg
      className="report-chart__drawing"
      viewBox={`0 0 ${CHART_WIDTH} ${height}`}
      width={CHART_WIDTH}
      height={height}
      focusable="false"
    >
      {children}
    </svg>
  );
}
