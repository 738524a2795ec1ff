export interface ChartSeries {
  name: string;
  data: (number | null)[];
}
