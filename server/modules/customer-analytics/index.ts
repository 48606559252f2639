/** The customer-analytics module's public API. */
export { CUSTOMER_AGGREGATES, buildCustomerAggregates, buildCustomerRollups } from './aggregates';
export { CUSTOMER_TABLE_ROWS } from './tables';
export { customerDemographics } from './demographics';
export { customerRetention, retentionList } from './retention';
export { customerInterests } from './interests';
export type { CustomerScope } from './scope';
