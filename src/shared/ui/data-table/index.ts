export { DataTable, NumericCell, TableCardHead } from './DataTable';
export type { DataTableColumn, DataTableProps } from './DataTable';
export { LoadMoreFooter, readAddressRows, MAX_ADDRESS_ROWS } from './LoadMoreFooter';
export type { LoadMoreFooterProps, LoadMorePaging } from './LoadMoreFooter';
