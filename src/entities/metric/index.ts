export { METRICS, formatMetric, metricLabel, metricTip } from './model/definitions';
export type { MetricDefinition, MetricField, MetricFormat } from './model/definitions';
export { InfoTip } from './ui/InfoTip';
export { KpiCard } from './ui/KpiCard';
export type { KpiCardProps } from './ui/KpiCard';
export { comparisonGap, shownChange } from './model/comparison';
export type { ComparisonGap } from './model/comparison';
export { messages } from './i18n/pt-BR';
