import '../report-base/report-base.css';
import './chart-figure.css';
import { useId, type ReactNode } from 'react';
import type { ApexOptions } from 'apexcharts';
import { LazyChart } from './lazy-chart';

export interface ChartSeries {
  name: string;
  data: (number | null)[];
}

export interface ChartFigureProps {
  title: string;
  kind: 'line' | 'bar' | 'pie' | 'donut';
  /** X-axis categories, or the slices' labels of a pie (the table shows them in full). */
  categories: string[];
  /** Shorter labels for the drawing (e.g. truncated); default `categories`. */
  drawLabels?: string[];
  /** One or more series (a pie uses the first). */
  series: ChartSeries[];
  /** Formats a value for the table, the tooltip and the axis. */
  format: (value: number) => string;
  /** Header of the table's first column. */
  categoryHeader: string;
  height?: number;
  /** Extra apexcharts options (merged over the defaults). */
  options?: ApexOptions;
  /** A visible sentence under the chart (e.g. the age story). */
  story?: ReactNode;
  horizontal?: boolean;
}

const COLOURS = ['#c8102e', '#1f5f7a', '#f18f01', '#3b8b5a', '#8e44ad', '#6b7280', '#b5835a', '#2e86ab'];

function chartOptions(p: ChartFigureProps, pie: boolean): ApexOptions {
  const base: ApexOptions = {
    chart: {
      toolbar: { show: false },
      animations: { enabled: false },
      fontFamily: 'inherit',
      zoom: { enabled: false },
      injectStyleSheet: false,
      // The drawing is hidden from assistive technology (the table carries the figures): nothing in it takes focus.
      accessibility: { enabled: false, keyboard: { enabled: false } },
    },
    colors: COLOURS,
    dataLabels: { enabled: false },
    tooltip: { y: { formatter: (v: number) => (v === null || v === undefined ? '' : p.format(v)) } },
    legend: { position: 'bottom' },
  };
  const labels = p.drawLabels ?? p.categories;
  if (pie) return { ...base, labels, ...p.options };
  return {
    ...base,
    stroke: { width: p.kind === 'line' ? 3 : 0, curve: 'smooth' },
    xaxis: { categories: labels },
    // A horizontal bar chart's y axis holds the categories (text), not values.
    yaxis: p.horizontal
      ? { labels: { maxWidth: 220 } }
      : { labels: { formatter: (v: number) => p.format(v) } },
    plotOptions: { bar: { horizontal: p.horizontal ?? false, borderRadius: 2 } },
    ...p.options,
  };
}

/**
 * A chart with its text alternative: a caption, the apexcharts drawing (lazy, hidden from screen readers) and a
 * table of the same figures for screen readers (visually hidden), plus an optional visible story. The server renders
 * all but the drawing; without JavaScript the table is shown in the drawing's place (chart-figure.css).
 */
export function ChartFigure(props: ChartFigureProps) {
  const id = useId();
  const pie = props.kind === 'pie' || props.kind === 'donut';
  const series = pie ? (props.series[0]?.data ?? []).map((v) => v ?? 0) : props.series;
  const cell = (v: number | null | undefined) => (v === null || v === undefined ? '–' : props.format(v));
  return (
    <figure className="report-chart" aria-labelledby={id}>
      <figcaption id={id} className="report-chart__title">
        {props.title}
      </figcaption>
      <LazyChart
        type={props.kind}
        series={series}
        options={chartOptions(props, pie)}
        height={props.height ?? 260}
      />
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
