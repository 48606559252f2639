/** The price-ranges module's public API (seed, bench, processing hook). */
export { computePriceRanges, cutLevels, HISTOGRAM_BINS } from './compute';
export type { AnalysisResult, PriceRangeFilters, PriceRangeResult } from './compute';
export { analysisQueue, computeAnalysisNow } from './runner';
export type { RunnerDeps } from './runner';
export { insertAnalysis, findAnalysis } from './store';
export type { PriceRangeAnalysisRow } from './store';
export { seedDemoPriceRanges } from './seed';
export { PRICE_RANGE_TABLE_ROWS } from './tables';
