/** The sales-analytics module's public API. */
export { activityClusters, type MetricsScope, type RecencyCriteria, type RecencyWindow } from './metrics';
