import { formatCurrency, formatNumber } from '../../../src/shared/lib/number';
import { formatDay } from '../../../src/shared/lib/sales-filters';
import type { AnalyticsStore, Queryable } from '../../stores';
import { getAccount, recencyCriteria } from '../accounts';
import { RFV_CLUSTER_NAMES, rfvClusterOf, type RfvCluster } from '../customer-rfv';
import { activityClusterOf, type ActivityCluster } from './activity';
import { bestCustomers } from './analytics';
import { customerModel } from './customer';
import { getCustomers, unitNames } from './service';

/** The activity groups as the page names them. */
const CLUSTER_NAMES: Record<ActivityCluster, string> = {
  ACTIVE: 'Ativo',
  RECENT_INACTIVE: 'Inativo recente',
  AT_RISK: 'Em risco',
  LOST: 'Perdido',
  NEVER_BOUGHT: 'Nunca comprou',
};

/** The page's scope, as the exported-table job records it (sales-analytics' MetricsScope). */
interface Scope {
  accountId: string;
  run: string;
  start: string;
  end: string;
  units: readonly string[] | null;
  personType: 'F' | 'J' | null;
}

/** What an exported table of this module needs besides the analytics store. */
interface ExportContext {
  db: Queryable;
  /** the requester had PII and PII-download access when they asked: documents and contacts in full */
  personalData: boolean;
}

const ratio = (numerator: number, denominator: number) => (denominator === 0 ? 0 : numerator / denominator);

/**
 * The customers module's exported tables (src/shared/config/exportTables.ts), rows formatted for people,
 * from the same functions that feed the pages.
 */
export const CUSTOMER_TABLE_ROWS = {
  'clientes.melhores-clientes': async (ch: AnalyticsStore, scope: Scope, _params: Record<string, string>, context: ExportContext): Promise<string[][]> => {
    const ranked = await bestCustomers(ch, scope);
    const [rows, stores, account, rfv] = await Promise.all([
      getCustomers(context.db, scope.accountId, ranked.map((row) => row.document_no)),
      unitNames(context.db, scope.accountId),
      getAccount(context.db, scope.accountId),
      rfvClusterOf(ch, scope.accountId, ranked.map((row) => row.document_no)),
    ]);
    const byDocument = new Map(rows.map((row) => [row.document_no, customerModel(context.personalData, row)]));
    const criteria = account ? recencyCriteria(account) : null;
    return ranked.flatMap((row, index) => {
      const customer = byDocument.get(row.document_no);
      if (!customer) return [];
      const cluster = criteria ? activityClusterOf(row.last_purchase, scope.end, criteria) : null;
      return [
        [
          String(index + 1),
          customer.name,
          customer.document,
          customer.email ?? '',
          customer.phone ?? '',
          formatCurrency(row.revenue),
          formatNumber(row.tickets, 0),
          formatCurrency(ratio(row.revenue, row.tickets)),
          formatNumber(ratio(row.items, row.tickets), 2),
          formatDay(row.last_purchase),
          cluster ? CLUSTER_NAMES[cluster] : '',
          RFV_CLUSTER_NAMES[rfv.get(row.document_no) as RfvCluster] ?? '',
          stores.get(row.favourite_unit) ?? row.favourite_unit,
        ],
      ];
    });
  },
};
