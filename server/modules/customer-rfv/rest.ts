import { canOpen, requireViewer } from '../../access/control';
import { seesPersonalData } from '../../access/pii';
import { InputError } from '../../errors';
import type { RestRouter } from '../../rest/router';
import { formatCurrency } from '../../../src/shared/lib/number';
import { toCsv } from '../jobs';
import { clusterCustomers, periodOfAccount } from './resolvers';
import { RFV_CLUSTERS, type RfvCluster } from './rfv';

/** The most rows one cluster file holds (a cluster larger than this is cut, said in the last line). */
export const RFV_EXPORT_MAX_ROWS = 100_000;

/** pt-BR cluster names, in files. */
export const RFV_CLUSTER_NAMES: Record<RfvCluster, string> = {
  champions: 'Campeões',
  loyals: 'Leais',
  promising: 'Promissores',
  atRisk: 'Em risco',
  lowValue: 'Baixo valor',
  losses: 'Perdidos',
  neverBought: 'Nunca compraram',
};

const COLUMNS = ['Nome', 'CPF/CNPJ', 'E-mail', 'Telefone', 'R', 'F', 'V', 'Dias desde a última compra', 'Cupons', 'Faturamento', 'Última compra'];

const brDate = (day: string | null) => (day ? `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}` : '');

/**
 * GET /api/customer-rfv/periods/:periodId/clusters/:cluster.csv — a cluster's customers as CSV (';',
 * UTF-8 with BOM). Documents and contacts come unmasked only to users with PII access and the
 * personal-data download permission (spec §6); everyone else gets the masked values of the screen.
 */
export function registerRfvRoutes(router: RestRouter): RestRouter {
  return router.on('GET', '/api/customer-rfv/periods/:periodId/clusters/:cluster', canOpen('clientes.classificacao-rfv'), async ({ ctx, params }) => {
    const viewer = requireViewer(ctx);
    const cluster = params.cluster.replace(/\.csv$/, '') as RfvCluster;
    if (!RFV_CLUSTERS.includes(cluster)) throw new InputError('Grupo RFV desconhecido.', 'cluster');
    const period = await periodOfAccount(ctx, viewer, params.periodId);
    const unmasked = seesPersonalData(viewer) && (viewer.user.mf || viewer.user.has_pii_download_data_permission);
    const { customers, totalCount } = await clusterCustomers(ctx, viewer, period, cluster, { offset: 0, limit: RFV_EXPORT_MAX_ROWS }, unmasked);
    const rows = customers.map((c) => [
      c.name, c.document, c.email ?? '', c.phone ?? '', String(c.r), String(c.f), String(c.v),
      c.recencyDays == null ? '' : String(c.recencyDays), String(c.tickets), formatCurrency(c.revenue), brDate(c.lastPurchase),
    ]);
    if (totalCount > customers.length) rows.push([`Arquivo limitado a ${RFV_EXPORT_MAX_ROWS} clientes de ${totalCount}.`]);
    const file = `rfv-${RFV_CLUSTER_NAMES[cluster].toLowerCase().replace(/\s+/g, '-')}-${period.final_date}.csv`;
    return {
      text: toCsv({ columns: COLUMNS.map((header) => ({ header, key: header, width: 10 })), rows }),
      headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': `attachment; filename="${file}"` },
    };
  });
}
