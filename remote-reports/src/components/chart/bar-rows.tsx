import { Fragment } from 'react';
import { Drawing } from './drawing';
import { at, CHART_WIDTH, colourOf, FONT_SIZE, niceScale, valuesOf } from './chart-scale';

interface BarRowsProps {
  labels: string[];
  values: (number | null)[];
  format: (value: number) => string;
  /** The text at a bar's end ('' for none). */
  valueLabel?: (value: number) => string;
  height: number;
}

const BOTTOM = 20;
const BAR = 14;

/**
 * Horizontal bars, one row per category: the label on its own line above the bar, so long labels keep the full
 * width of a phone; the value axis at the bottom.
 */
export function BarRows({ labels, values, format, valueLabel, height }: BarRowsProps) {
  const scale = niceScale(0, Math.max(0, ...valuesOf([{ data: values }])), true);
  const left = 4;
  const plotW = CHART_WIDTH - left - 18;
  const row = (height - BOTTOM) / Math.max(1, labels.length);
  const x = (v: number) => at(left + (v / scale.hi) * plotW);
  return (
    <Drawing height={height}>
      {scale.ticks.map((v) => (
        <Fragment key={v}>
          <line className="report-chart__grid" x1={x(v)} x2={x(v)} y1={0} y2={height - BOTTOM} />
          <text
            className="report-chart__axis"
            x={x(v)}
            y={height - 6}
            textAnchor={v === 0 ? 'start' : v === scale.hi ? 'end' : 'middle'}
          >
            {format(v)}
          </text>
        </Fragment>
      ))}
      {labels.map((label, i) => {
        const v = values[i];
        const top = row * i + FONT_SIZE + 4;
        const text = v === null || v === undefined || !Number.isFinite(v) ? '' : (valueLabel?.(v) ?? '');
        return (
          <g key={`${label}-${i}`}>
            <text className="report-chart__label" x={left} y={at(top - 3)}>
              {label}
            </text>
            {v === null || v === undefined || !Number.isFinite(v) ? null : (
              <rect fill={colourOf(0)} x={left} y={at(top)} width={at(x(v) - left)} height={BAR}>
                <title>{`${label}: ${format(v)}`}</title>
              </rect>
            )}
            {text ? (
              <text className="report-chart__value" x={at(x(v!) - 4)} y={at(top + BAR - 3)} textAnchor="end">
                {text}
              </text>
            ) : null}
          </g>
        );
      })}
    </Drawing>
  );
}
