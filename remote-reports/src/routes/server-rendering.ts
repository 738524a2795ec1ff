/**
 * Why a page renders in the browser only (its route definition's `clientOnly`, ADR 0033; the server renders its
 * chrome): its first screen is a chart. The server is to render the chart's data table and the browser the chart
 * (issue 30); until then, the whole page is the browser's.
 */
export const CHART_FIRST = 'its first screen is a chart: the server renders its table next';
