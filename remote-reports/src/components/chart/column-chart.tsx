import { Fragment } from 'react';
import type { ChartSeries } from './chart-types';
import { Drawing } from './drawing';
import {
  at,
  CHART_WIDTH,
  colourOf,
  FONT_SIZE,
  labelEvery,
  niceScale,
  textWidth,
  valuesOf,
} from './chart-scale';

interface ColumnChartProps {
  kind: 'line' | 'bar';
  labels: string[];
  series: ChartSeries[];
  format: (value: number) => string;
  height: number;
}

const TOP = 8;
const BOTTOM = 22;

/** Line or grouped vertical bars over categories: value axis on the left, every label that fits below. */
export function ColumnChart({ kind, labels, series, format, height }: ColumnChartProps) {
  const values = valuesOf(series);
  const [min, max] = values.length > 0 ? [Math.min(...values), Math.max(...values)] : [0, 0];
  const scale = niceScale(min, max, kind === 'bar');
  const left = Math.max(...scale.ticks.map((v) => textWidth(format(v)))) + 8;
  const plotW = CHART_WIDTH - left - 6;
  const plotH = height - TOP - BOTTOM;
  const y = (v: number) => at(TOP + plotH - ((v - scale.lo) / (scale.hi - scale.lo)) * plotH);
  const band = plotW / Math.max(1, labels.length);
  const centre = (i: number) => at(left + band * (i + 0.5));
  const every = labelEvery(labels, plotW);
  const title = (i: number, s: ChartSeries, v: number) =>
    `${labels[i]}${series.length > 1 ? ` · ${s.name}` : ''}: ${format(v)}`;

  return (
    <Drawing height={height}>
      {scale.ticks.map((v) => (
        <Fragment key={v}>
          <line className="report-chart__grid" x1={left} x2={CHART_WIDTH - 6} y1={y(v)} y2={y(v)} />
          <text className="report-chart__axis" x={left - 6} y={at(y(v) + FONT_SIZE / 3)} textAnchor="end">
            {format(v)}
          </text>
        </Fragment>
      ))}
      {labels.map((label, i) =>
        i % every === 0 ? (
          <text key={i} className="report-chart__axis" x={centre(i)} y={height - 6} textAnchor="middle">
            {label}
          </text>
        ) : null,
      )}
      {kind === 'bar' ? bars() : lines()}
    </Drawing>
  );

  function bars() {
    const group = band * 0.7;
    const width = group / series.length;
    const zero = y(Math.max(scale.lo, Math.min(0, scale.hi)));
    return series.map((s, j) =>
      s.data.map((v, i) => {
        if (v === null || !Number.isFinite(v)) return null;
        const top = Math.min(y(v), zero);
        return (
          <rect
            key={`${j}-${i}`}
            fill={colourOf(j)}
            x={at(left + band * i + (band - group) / 2 + width * j)}
            y={top}
            width={at(width)}
            height={at(Math.abs(zero - y(v)))}
          >
            <title>{title(i, s, v)}</title>
          </rect>
        );
      }),
    );
  }

  function lines() {
    return series.map((s, j) => {
      // A gap in the data breaks the line.
      const path = s.data
        .map((v, i, all) => {
          if (v === null || !Number.isFinite(v)) return '';
          const prev = all[i - 1];
          const move = i === 0 || prev === null || prev === undefined || !Number.isFinite(prev);
          return `${move ? 'M' : 'L'}${centre(i)} ${y(v)}`;
        })
        .join('');
      return (
        <g key={j} stroke={colourOf(j)} fill={colourOf(j)}>
          <path d={path} fill="none" strokeWidth={2.5} strokeLinejoin="round" />
          {s.data.map((v, i) =>
            v === null || !Number.isFinite(v) ? null : (
              <circle key={i} cx={centre(i)} cy={y(v)} r={3}>
                <title>{title(i, s, v)}</title>
              </circle>
            ),
          )}
        </g>
      );
    });
  }
}
