export { Chart } from './Chart';
export type { ChartProps, ChartSeries, ChartValueFormat } from './Chart';
