/** The sales-analytics module's public API. */
export { activityClusters, type MetricsScope, type PersonTypeFilter, type RecencyCriteria, type RecencyWindow } from './metrics';
export type { TableContext } from './tables';
