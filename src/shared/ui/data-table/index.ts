export { DataTable, NumericCell, TableCardHead } from './DataTable';
export type { DataTableColumn, DataTableProps } from './DataTable';
