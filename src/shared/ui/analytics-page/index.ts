// The analytics page kit: a page's frame, layout blocks and the states every analytics page shares.
export { AnalyticsPage } from './AnalyticsPage';
export type { AnalyticsPageProps, PageTexts } from './AnalyticsPage';
export { ChartCard, KpiCard, KpiGrid, Section, SectionTitle, TwoColumns } from './AnalyticsLayout';
export type { ChartCardProps } from './AnalyticsLayout';
export { EmptyState, endsBeforeFirstSale, ErrorState, FirstSaleNote, NoSalesInPeriod, NoSalesYet, PageSkeleton, salesPageState, startsBeforeFirstSale } from './PageStates';
export type { EmptyStateProps, ErrorStateProps, NoSalesInPeriodProps, PageSkeletonProps } from './PageStates';
