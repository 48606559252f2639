/** The units (stores) module's public API. */
export { allUnits, mirrorUnits, type OfficeHours, type UnitGroupRow, type UnitRow } from './service';
export { UNIT_TABLE_ROWS } from './table';
