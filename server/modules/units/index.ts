/** The units (stores) module's public API. */
export { allUnits, mirrorUnits, type OfficeHours, type UnitGroupRow, type UnitRow } from './service';
