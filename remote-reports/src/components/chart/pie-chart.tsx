import { Drawing } from './drawing';
import { at, CHART_WIDTH, colourOf } from './chart-scale';

interface PieChartProps {
  labels: string[];
  values: number[];
  format: (value: number) => string;
  height: number;
}

/** A pie of the values' shares, from 12 o'clock clockwise; its legend is the figure's (chart-legend.tsx). */
export function PieChart({ labels, values, format, height }: PieChartProps) {
  const cx = CHART_WIDTH / 2;
  const cy = height / 2;
  const r = height / 2 - 6;
  const total = values.reduce((s, v) => s + Math.max(0, v), 0);
  const point = (turn: number) => {
    const a = turn * 2 * Math.PI - Math.PI / 2;
    return `${at(cx + r * Math.cos(a))} ${at(cy + r * Math.sin(a))}`;
  };
  let start = 0;
  const slices = values.map((value, i) => {
    const v = Math.max(0, value);
    const from = start;
    start += total > 0 ? v / total : 0;
    if (v === 0) return null;
    const title = <title>{`${labels[i]}: ${format(value)}`}</title>;
    if (v === total)
      return (
        <circle key={i} fill={colourOf(i)} cx={cx} cy={at(cy)} r={at(r)}>
          {title}
        </circle>
      );
    const large = start - from > 0.5 ? 1 : 0;
    return (
      <path
        key={i}
        fill={colourOf(i)}
        d={`M${cx} ${at(cy)}L${point(from)}A${at(r)} ${at(r)} 0 ${large} 1 ${point(start)}Z`}
      >
        {title}
      </path>
    );
  });
  return (
    <Drawing height={height}>
      <g stroke="#ffffff" strokeWidth={1}>
        {slices}
      </g>
    </Drawing>
  );
}
