/** The product-analytics module's public API. */
export { PRODUCT_AGGREGATES, buildProductAggregates, buildProductRollups } from './aggregates';
export { PRODUCT_TABLE_ROWS } from './tables';
export { productRanking, rankProducts, RANKING_SIZE } from './ranking';
export { productSales } from './detail';
export { productTree, productTreeChildren, productTreeRoot, productTreeSearch } from './tree';
export { comparison } from './compare';
export { searchProducts } from './search';
export type { ProductRanking, RankingMetric, RankingOrder } from './ranking';
export type { ProductScope } from './scope';
