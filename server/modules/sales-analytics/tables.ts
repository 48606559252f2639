import type { AnalyticsStore } from '../../stores';
import type { MetricsScope } from './metrics';

/**
 * A table of an analytics page that people can export (CSV with ';' or XLSX) as an async job.
 * The export recomputes the table on the server from the page's filters, with the same function
 * that feeds the page, so the file and the screen always agree.
 */
export interface AnalyticsTable {
  /** stable id the client names, e.g. 'clube.lojas' */
  id: string;
  /** pt-BR name of the report in the export history, e.g. 'Clube por loja' */
  name: string;
  /** the catalogue route whose access the export requires (same as the page) */
  routeId: string;
  /** base of the file name, e.g. 'clube-por-loja' */
  fileBaseName: string;
  columns: { header: string; width: number }[];
  /** the rows, already formatted for people (pt-BR numbers, dd/MM/yyyy dates) */
  rows(ch: AnalyticsStore, scope: MetricsScope, params: Record<string, string>): Promise<string[][]>;
}

const registry = new Map<string, AnalyticsTable>();

/** Registers a page's exportable table (each area's module calls it once at load). */
export function registerAnalyticsTable(table: AnalyticsTable): AnalyticsTable {
  if (registry.has(table.id)) throw new Error(`analytics table ${table.id} registered twice`);
  registry.set(table.id, table);
  return table;
}

export function analyticsTable(id: string): AnalyticsTable | null {
  return registry.get(id) ?? null;
}

export function analyticsTableIds(): string[] {
  return [...registry.keys()].sort();
}
