import '../report-base/report-base.css';
import './chart-figure.css';
import { useId, type ReactNode } from 'react';
import type { ChartSeries } from './chart-types';
import { colourOf } from './chart-scale';
import { BarRows } from './bar-rows';
import { ColumnChart } from './column-chart';
import { PieChart } from './pie-chart';

export type { ChartSeries } from './chart-types';

export interface ChartFigureProps {
  title: string;
  kind: 'line' | 'bar' | 'pie';
  /** X-axis categories, or the slices' labels of a pie (the table shows them in full). */
  categories: string[];
  /** Shorter labels for the drawing (e.g. truncated); default `categories`. */
  drawLabels?: string[];
  /** One or more series (a pie or horizontal bars use the first). */
  series: ChartSeries[];
  /** Formats a value for the table, the tooltip and the axis. */
  format: (value: number) => string;
  /** Header of the table's first column. */
  categoryHeader: string;
  /** The drawing's height at a phone's width (it scales with the figure's width). */
  height?: number;
  /** The legend's entries, in colour order; default the slices of a pie, the series when there are several. */
  legend?: string[];
  /** Horizontal bars: the text at a bar's end ('' for none). */
  valueLabel?: (value: number) => string;
  /** A visible sentence under the chart (e.g. the age story). */
  story?: ReactNode;
  horizontal?: boolean;
}

/**
 * A chart with its text alternative (ADR 0048): a caption, the drawing (SVG, rendered on the server like the rest,
 * hidden from screen readers), its legend, an optional visible story, and a table of the same figures for screen
 * readers (visually hidden).
 */
export function ChartFigure(props: ChartFigureProps) {
  const id = useId();
  const labels = props.drawLabels ?? props.categories;
  const first = props.series[0]?.data ?? [];
  const height = props.height ?? 260;
  const legend =
    props.legend ??
    (props.kind === 'pie' ? labels : props.series.length > 1 ? props.series.map((s) => s.name) : []);
  const cell = (v: number | null | undefined) => (v === null || v === undefined ? '–' : props.format(v));
  return (
    <figure className="report-chart" aria-labelledby={id}>
      <figcaption id={id} className="report-chart__title">
        {props.title}
      </figcaption>
      <div className="report-chart__canvas" aria-hidden="true">
        {props.kind === 'pie' ? (
          <PieChart labels={labels} values={first.map((v) => v ?? 0)} format={props.format} height={height} />
        ) : props.horizontal ? (
          <BarRows
            labels={labels}
            values={first}
            format={props.format}
            valueLabel={props.valueLabel}
            height={height}
          />
        ) : (
          <ColumnChart
            kind={props.kind}
            labels={labels}
            series={props.series}
            format={props.format}
            height={height}
          />
        )}
        {legend.length > 0 ? (
          <ul className="report-chart__legend">
            {legend.map((entry, i) => (
              <li key={`${entry}-${i}`}>
                <svg width="10" height="10" focusable="false">
                  <rect width="10" height="10" rx="2" fill={colourOf(i)} />
                </svg>
                {entry}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      {props.story ? <p className="report-chart__story">{props.story}</p> : null}
      <table className="report-visually-hidden report-chart__table">
        <caption>{props.title}</caption>
        <thead>
          <tr>
            <th scope="col">{props.categoryHeader}</th>
            {props.series.map((s) => (
              <th key={s.name} scope="col">
                {s.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {props.categories.map((category, i) => (
            <tr key={`${category}-${i}`}>
              <th scope="row">{category}</th>
              {props.series.map((s) => (
                <td key={s.name}>{cell(s.data[i])}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
