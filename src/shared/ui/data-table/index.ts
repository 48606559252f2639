export { DataTable, NumericCell, TableCardHead } from './DataTable';
export type { DataTableColumn, DataTableProps } from './DataTable';
export { LoadMoreFooter, readAddressRows, MAX_ADDRESS_ROWS } from './LoadMoreFooter';
export type { LoadMoreFooterProps, LoadMorePaging } from './LoadMoreFooter';
/** The part's texts, for the app's id types (src/app/i18n); the part scopes them itself. */
export { messages } from './i18n/pt-BR';
