export { UnitsTable, UNITS_PAGE_SIZE } from './ui/UnitsTable';
