import { array, enums, object, optional, size, string } from 'superstruct';
import type { Viewer } from '../../access/context';
import { maskDocument, maskEmail, maskPhone } from '../../access/pii';
import { InputError, NotFoundError } from '../../errors';
import type { Services } from '../../services';
import { localToday } from '../../shared/dates';
import type { AnalyticsStore, Queryable } from '../../stores';
import { validate } from '../../validation';
import { formatCurrency, formatNumber } from '../../../src/shared/lib/number';
import { formatPhone } from '../../../src/shared/lib/phone';
import type { RecencyCriteria } from '../sales-analytics';
import { recencyCriteria } from '../accounts';
import { recipients, type ReportBuilder, type ReportTable } from '../jobs';
import type { EvaluationScope } from './compile';
import { parseDefinition } from './definition';
import { segmentMembers } from './evaluate';
import { requireSegment } from './service';
import { frozenMembers, getSegment, getSegmentCampaign, storedMembers } from './store';

/** Report kinds of the segment downloads (contracts/segmentation.md "downloads"). */
export const SEGMENT_REPORT_KINDS = {
  CLIENTS: 'segmentation.clients.report',
  PRODUCTS: 'segmentation.segment_products.report',
  PURCHASE_INFO: 'segmentation.segment_purchase_info.report',
} as const;
export type SegmentExportKind = keyof typeof SEGMENT_REPORT_KINDS;

const TITLES: Record<SegmentExportKind, string> = {
  CLIENTS: 'Clientes do segmento',
  PRODUCTS: 'Produtos comprados pelo segmento',
  PURCHASE_INFO: 'Compras do segmento por mês',
};

interface SegmentReportPayload {
  segmentId: string;
  /** the members this campaign froze (visualizar) instead of the segment's members now */
  campaignId?: string;
  /** documents and contacts in full: the requester had PII and PII-download access when they asked (spec §6) */
  personalData: boolean;
  criteria: RecencyCriteria;
  modules: string[];
}

const exportInput = object({
  segmentId: string(),
  kind: enums(Object.keys(SEGMENT_REPORT_KINDS) as SegmentExportKind[]),
  fileFormat: enums(['CSV', 'XLSX'] as const),
  emails: array(string()),
  campaignId: optional(size(string(), 1, 100)),
});

/** Enqueues a download of a segment (members, segment_products or segment_purchase_info) as an async job. */
export async function requestSegmentExport(services: Pick<Services, 'db' | 'jobs'>, viewer: Viewer, input: unknown) {
  const checked = validate(exportInput, input);
  const emails = validate(recipients, checked.emails);
  const segment = await requireSegment(services, viewer, checked.segmentId);
  const use = checked.campaignId ? await getSegmentCampaign(services.db, viewer.account.id, checked.campaignId, segment.id) : null;
  if (checked.campaignId && !use) throw new NotFoundError('Esta campanha não usou este segmento.');
  const payload: SegmentReportPayload = {
    segmentId: segment.id,
    ...(use ? { campaignId: use.campaign_id } : {}),
    personalData: viewer.user.mf || (viewer.user.has_pii_access && viewer.user.has_pii_download_data_permission),
    criteria: recencyCriteria(viewer.account),
    modules: viewer.account.modules,
  };
  return services.jobs.enqueue({
    accountId: viewer.account.id,
    userId: viewer.user.id,
    kind: SEGMENT_REPORT_KINDS[checked.kind],
    name: TITLES[checked.kind],
    title: use ? `${TITLES[checked.kind]} – ${segment.name} na campanha ${use.campaign_name || use.campaign_id}` : `${TITLES[checked.kind]} – ${segment.name}`,
    payload: payload as unknown as Record<string, unknown>,
    fileFormat: checked.fileFormat,
    emails: emails.map((email) => email.trim()),
  });
}

/** The account's current processing run, read from the operational store (builders have no processing service). */
async function currentRun(db: Queryable, accountId: string): Promise<string | null> {
  const [row] = await db.query<{ processing_uuid: string }>(
    `select processing_uuid from processing_runs where account_id = $1 and status = 'finished' order by finished_at desc limit 1`,
    [accountId],
  );
  return row?.processing_uuid ?? null;
}

/** The segment's members now (a fixed one's snapshot, else its definition evaluated today), or those a campaign froze. */
async function membersOf(db: Queryable, ch: AnalyticsStore, accountId: string, payload: SegmentReportPayload): Promise<{ name: string; documents: string[]; scope: EvaluationScope | null }> {
  const segment = await getSegment(db, accountId, payload.segmentId);
  if (!segment) throw new InputError('O segmento foi excluído.');
  const run = await currentRun(db, accountId);
  const scope = run ? { accountId, run, today: localToday(), criteria: payload.criteria, seed: segment.id } : null;
  if (payload.campaignId) return { name: segment.name, documents: await frozenMembers(db, accountId, segment.id, payload.campaignId), scope };
  if (segment.fixed) return { name: segment.name, documents: await storedMembers(db, segment.id, segment.version), scope };
  const documents = scope ? await segmentMembers(ch, parseDefinition(segment.definition, payload.modules), scope) : [];
  return { name: segment.name, documents, scope };
}

const fileBase = (name: string, suffix: string) =>
  `${suffix}-${name.normalize('NFD').replace(/\p{Mn}/gu, '').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'segmento'}`;

const GENDERS: Record<string, string> = { F: 'Feminino', M: 'Masculino', U: 'Não informado' };

/** The members with their registration; documents, e-mails and phones masked without PII download. */
function clientsBuilder(db: Queryable, ch: AnalyticsStore): ReportBuilder {
  return async ({ job, progress }) => {
    const payload = job.payload as unknown as SegmentReportPayload;
    const { name, documents } = await membersOf(db, ch, job.account_id, payload);
    const rows: string[][] = [];
    for (let start = 0; start < documents.length; start += 20_000) {
      const chunk = await db.query<{ document_no: string; name: string; email: string | null; phone: string | null; gender: string; city: string | null; neighborhood: string | null; uf: string | null; unit: string | null }>(
        `select document_no, name, email, phone, gender, address->>'city_name' as city, address->>'neighborhood' as neighborhood,
                address->>'federative_unit' as uf, unit_id_erp as unit
           from consumers where account_id = $1 and document_no = any($2::text[]) order by document_no`,
        [job.account_id, documents.slice(start, start + 20_000)],
      );
      for (const row of chunk) {
        rows.push([
          row.name,
          payload.personalData ? row.document_no : maskDocument(row.document_no),
          row.email ? (payload.personalData ? row.email : maskEmail(row.email)) : '',
          row.phone ? (payload.personalData ? formatPhone(row.phone) : maskPhone(row.phone)) : '',
          GENDERS[row.gender] ?? row.gender,
          row.city ?? '',
          row.neighborhood ?? '',
          row.uf ?? '',
          row.unit ?? '',
        ]);
      }
      await progress(Math.min(1, (start + 20_000) / Math.max(1, documents.length)));
    }
    return {
      fileBaseName: fileBase(name, 'segmento-clientes'),
      sheetName: 'Clientes',
      columns: ['Nome', 'CPF/CNPJ', 'E-mail', 'Telefone', 'Gênero', 'Cidade', 'Bairro', 'UF', 'Loja de cadastro'].map((header) => ({ header, width: 22 })),
      rows,
    } satisfies ReportTable;
  };
}

/** segment_products: the members' loyalty purchases per product over the 12 months ending today. */
function productsBuilder(db: Queryable, ch: AnalyticsStore): ReportBuilder {
  return async ({ job }) => {
    const payload = job.payload as unknown as SegmentReportPayload;
    const { name, documents, scope } = await membersOf(db, ch, job.account_id, payload);
    const rows = scope && documents.length
      ? await ch.query<{ sku: string; product: string; department: string; category: string; buyers: number; quantity: string; revenue: string }>(
          `SELECT d.sku AS sku, any(p.name) AS product, any(d.department) AS department, any(d.category) AS category,
                  uniqExact(d.consumer) AS buyers, toString(sum(d.quantity)) AS quantity, toString(sum(d.revenue)) AS revenue
             FROM agg_consumer_day_products AS d
             LEFT JOIN (SELECT sku, name FROM dim_products FINAL WHERE account_id = {account:UUID}) AS p ON d.sku = p.sku
            WHERE d.account_id = {account:UUID} AND d.processing_uuid = {run:UUID}
              AND d.local_date > addMonths(toDate({today:String}), -12) AND d.local_date <= toDate({today:String})
              AND d.consumer IN (SELECT cityHash64(arrayJoin({members:Array(String)})))
            GROUP BY d.sku ORDER BY sum(d.revenue) DESC, d.sku`,
          { account: scope.accountId, run: scope.run, today: scope.today, members: documents },
        )
      : [];
    return {
      fileBaseName: fileBase(name, 'segment_products'),
      sheetName: 'Produtos',
      columns: ['SKU', 'Produto', 'Departamento', 'Categoria', 'Clientes que compraram', 'Quantidade', 'Faturamento'].map((header) => ({ header, width: 20 })),
      rows: rows.map((row) => [row.sku, row.product ?? '', row.department, row.category, formatNumber(Number(row.buyers), 0), formatNumber(Number(row.quantity), 3), formatCurrency(Number(row.revenue))]),
    };
  };
}

/** segment_purchase_info: the members' loyalty purchases per month over the 12 months ending today. */
function purchaseInfoBuilder(db: Queryable, ch: AnalyticsStore): ReportBuilder {
  return async ({ job }) => {
    const payload = job.payload as unknown as SegmentReportPayload;
    const { name, documents, scope } = await membersOf(db, ch, job.account_id, payload);
    const rows = scope && documents.length
      ? await ch.query<{ month: string; buyers: number; tickets: number; revenue: string }>(
          `SELECT toString(toStartOfMonth(local_date)) AS month, uniqExact(consumer) AS buyers, sum(tickets) AS tickets, toString(sum(revenue)) AS revenue
             FROM agg_consumer_days
            WHERE account_id = {account:UUID} AND processing_uuid = {run:UUID}
              AND local_date > addMonths(toDate({today:String}), -12) AND local_date <= toDate({today:String})
              AND consumer IN (SELECT cityHash64(arrayJoin({members:Array(String)})))
            GROUP BY month ORDER BY month`,
          { account: scope.accountId, run: scope.run, today: scope.today, members: documents },
        )
      : [];
    return {
      fileBaseName: fileBase(name, 'segment_purchase_info'),
      sheetName: 'Compras',
      columns: ['Mês', 'Membros do segmento', 'Clientes que compraram', 'Cupons', 'Faturamento', 'Ticket médio'].map((header) => ({ header, width: 20 })),
      rows: rows.map((row) => {
        const tickets = Number(row.tickets);
        const revenue = Number(row.revenue);
        return [
          `${row.month.slice(5, 7)}/${row.month.slice(0, 4)}`,
          formatNumber(documents.length, 0),
          formatNumber(Number(row.buyers), 0),
          formatNumber(tickets, 0),
          formatCurrency(revenue),
          formatCurrency(tickets ? revenue / tickets : 0),
        ];
      }),
    };
  };
}

/** The module's report kinds for the job runner. */
export function segmentReports(stores: { db: Queryable; ch: AnalyticsStore }): readonly (readonly [string, ReportBuilder])[] {
  return [
    [SEGMENT_REPORT_KINDS.CLIENTS, clientsBuilder(stores.db, stores.ch)],
    [SEGMENT_REPORT_KINDS.PRODUCTS, productsBuilder(stores.db, stores.ch)],
    [SEGMENT_REPORT_KINDS.PURCHASE_INFO, purchaseInfoBuilder(stores.db, stores.ch)],
  ];
}
