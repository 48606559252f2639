/** The customer-map module's public API. */
export { ACTIVITY_STATUSES, MAX_MAP_POINTS, type ActivityStatus } from './service';
export { CUSTOMER_MAP_TABLE_ROWS } from './table';
