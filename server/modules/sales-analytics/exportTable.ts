import type { ReportBuilder } from '../jobs';
import type { AnalyticsStore, Queryable } from '../../stores';
import type { MetricsScope } from './metrics';
import { analyticsTable } from './tables';

/** Job kind of an exported analytics table. */
export const ANALYTICS_TABLE_REPORT_KIND = 'analytics.table.report';

/** What the job records: the table, and the exact scope (processing run included) the screen showed. */
export interface AnalyticsTablePayload {
  table: string;
  scope: MetricsScope;
  params: Record<string, string>;
  /** the requester may download personal data (PII and PII-download access, or platform admin) */
  personalData?: boolean;
}

/** Builds an exported table with the same function that feeds the page. */
export function analyticsTableBuilder(ch: AnalyticsStore, db: Queryable): ReportBuilder {
  return async ({ job, progress }) => {
    const payload = job.payload as unknown as AnalyticsTablePayload;
    const table = analyticsTable(payload.table);
    if (!table) throw new Error(`tabela desconhecida: ${payload.table}`);
    const rows = await table.rows(ch, payload.scope, payload.params ?? {}, { db, personalData: payload.personalData === true });
    await progress(1);
    return { fileBaseName: table.fileBaseName, sheetName: table.name.slice(0, 31), columns: table.columns.map(({ header, width }) => ({ header, width })), rows };
  };
}
