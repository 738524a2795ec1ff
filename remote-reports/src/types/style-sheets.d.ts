// apexcharts' style sheets, loaded as files with the chart chunk (components/chart/lazy-chart.tsx).
declare module 'apexcharts/dist/*.css';
