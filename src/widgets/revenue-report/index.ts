export { RevenueChart } from './ui/RevenueChart';
export type { RevenueChartProps } from './ui/RevenueChart';
export { REVENUE_KPIS, RevenueKpis } from './ui/RevenueKpis';
export type { RevenueKpiFigures } from './ui/RevenueKpis';
export { RevenueTable } from './ui/RevenueTable';
export type { RevenueRow, RevenueTableProps } from './ui/RevenueTable';
export { bucketStart, bucketsOf, isoWeekday, monthLabel, monthRange, monthTitle, periodLabel, weekdayDayLabel, WEEKDAY_LONG, WEEKDAY_SHORT, yearBefore } from '@/shared/lib/periods';
export type { PeriodGranularity } from '@/shared/lib/periods';
export { messages } from './i18n/pt-BR';
