/** The units (stores) module's public API. */
export { allUnits, getUnit, insertUnitAudit, mirrorUnits, updateUnit, type OfficeHours, type UnitActor, type UnitGroupRow, type UnitPatch, type UnitRow } from './service';
