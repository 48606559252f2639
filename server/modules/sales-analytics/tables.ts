import { EXPORT_TABLES, isExportTableId, type ExportColumn, type ExportTableId } from '../../../src/shared/config';
import type { AnalyticsStore, Queryable } from '../../stores';
import { CUSTOMER_TABLE_ROWS as CUSTOMER_ANALYTICS_TABLE_ROWS } from '../customer-analytics';
import { CUSTOMER_TABLE_ROWS } from '../customers';
import { CLUB_TABLE_ROWS } from './club';
import { COMPANY_TABLE_ROWS } from './company';
import { HOME_TABLE_ROWS } from './home';
import { CUSTOMER_MAP_TABLE_ROWS } from '../customer-map';
import { PRODUCT_TABLE_ROWS } from '../product-analytics';
import { PRICE_RANGE_TABLE_ROWS } from '../price-ranges';
import { OVERVIEW_TABLE_ROWS } from '../campaigns-overview';
import type { MetricsScope } from './metrics';
import { OPERATOR_TABLE_ROWS } from './operators';

/** What a table may need besides the analytics store: the operational store, and the requester's PII-download right. */
export interface TableContext {
  db: Queryable;
  /** documents and contacts in full: the requester had PII and PII-download access when they asked (spec §6: PII download gates downloads) */
  personalData: boolean;
}

/** The rows of an exported table, already formatted for people (pt-BR numbers, dd/MM/yyyy dates). */
export type TableRows = (ch: AnalyticsStore, scope: MetricsScope, params: Record<string, string>, context: TableContext) => Promise<string[][]>;

/**
 * A table of an analytics page that people can export (CSV with ';' or XLSX) as an async job: its name,
 * page and column headers from the shared catalogue (src/shared/config/exportTables.ts, which the
 * screen reads too), its rows recomputed on the server from the page's filters with the same function
 * that feeds the page, so the file and the screen always agree.
 */
export interface AnalyticsTable {
  id: ExportTableId;
  name: string;
  routeId: string;
  fileBaseName: string;
  columns: readonly ExportColumn[];
  rows: TableRows;
}

/** Every catalogue table has its rows here (a missing or unknown id does not compile). */
const ROWS: Record<ExportTableId, TableRows> = {
  ...COMPANY_TABLE_ROWS,
  ...CLUB_TABLE_ROWS,
  ...OPERATOR_TABLE_ROWS,
  ...HOME_TABLE_ROWS,
  ...CUSTOMER_TABLE_ROWS,
  ...CUSTOMER_ANALYTICS_TABLE_ROWS,
  ...CUSTOMER_MAP_TABLE_ROWS,
  ...PRODUCT_TABLE_ROWS,
  ...PRICE_RANGE_TABLE_ROWS,
  ...OVERVIEW_TABLE_ROWS,
};

export function analyticsTable(id: string): AnalyticsTable | null {
  if (!isExportTableId(id)) return null;
  return { id, ...EXPORT_TABLES[id], rows: ROWS[id] };
}
