/** The customer-map module's public API. */
export { ACTIVITY_STATUSES, COARSE_GRID_DEGREES, MAX_MAP_POINTS, mapStores, statusExpression, type ActivityStatus } from './service';
export { CUSTOMER_MAP_TABLE_ROWS } from './table';
export { mapBounds } from './inputs';
