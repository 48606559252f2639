/** The customer-analytics module's public API. */
export { CUSTOMER_AGGREGATES, buildCustomerAggregates } from './aggregates';
export { CUSTOMER_TABLE_ROWS } from './tables';
