export { UnitRow, UnitRowHeader } from './ui/UnitRow';
export { UnitStatusBadge } from './ui/UnitStatusBadge';
