/** The consumer-care module's public API: the points ledger the app's points programme writes to, and the demo seed. */
export { POINTS_TRANSACTION_TYPES, pointsBalance, recordPointsMovement, type PointsMovement, type PointsTransactionType } from './points';
export { seedConsumerCare } from './seed';
