/** The units (stores) module's public API. */
export { mirrorUnits, type OfficeHours, type UnitRow } from './service';
