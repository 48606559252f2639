/** The customer-rfv module's public API (other modules, the platform, seed and bench import only this). */
export {
  ANALYSIS_LIMITS,
  ensureDefaultRfvAnalysis,
  refreshAnalysesAfterProcessing,
  type AnalysisRow,
  type ComputeDeps,
  type PeriodRow,
} from './analyses';
export { computeRfvPeriod, DEFAULT_RFV_CLUSTERS_SQL, rfvClusterOf, rfvMigrations, RFV_CLUSTERS, type RfvCluster } from './rfv';
export { twelveMonthsEndingOn } from './periods';
export { RFV_CLUSTER_NAMES } from './rest';
