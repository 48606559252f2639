export { ChartCard, ClubNoSales, ClubNoSalesInPeriod, ClubSkeleton, Section, SectionTitle, TwoColumns } from './ClubLayout';
export type { ChartCardProps } from './ClubLayout';
export { NoProcessedSales, ReportSkeleton } from './ReportStates';
