import { formatDocument, maskDocument } from '../../../src/shared/lib/document';
import type { AnalyticsStore, Queryable } from '../../stores';
import { localDateTime, type ReportBuilder } from '../jobs';
import type { BenefitRow } from './store';

/** The delivery ledger's states that mean the message left (the code reached the person). */
const SENT_STATES = ['SENT', 'DELIVERED', 'OPENED', 'CLICKED', 'READ'];

/** Spec §3 Distribution of one coupon. */
export async function distribution(db: Queryable, benefit: BenefitRow) {
  const [row] = await db.query<{ redeemed: number; consumed: number; activated: number; issued: number }>(
    `select (select count(distinct d.document_no)::int from campaign_deliveries d where d.campaign_id = $2 and d.status = any($3::text[])) as redeemed,
            (select count(*)::int from benefit_uses u where u.benefit_id = $1 and u.status = 'RECOVERED') as consumed,
            (select count(*)::int from benefit_coupons c where c.benefit_id = $1 and c.status = 'ACTIVATED') as activated,
            (select count(*)::int from benefit_coupons c where c.benefit_id = $1) as issued`,
    [benefit.id, benefit.omni_campaign_id, SENT_STATES],
  );
  const limit = benefit.total_limit ?? (benefit.code_mode === 'UNIQUE' ? row.issued * benefit.limit_use : null);
  return {
    redeemedCoupons: row.redeemed,
    consumedCoupons: row.consumed,
    activatedCoupons: row.activated,
    availableCoupons: limit === null ? null : Math.max(0, limit - row.consumed),
    issuedCoupons: row.issued,
  };
}

interface Figures {
  consumed: number;
  revenue: number;
  discount: number;
}
const averageOf = (f: Figures) => (f.consumed ? Math.round(f.revenue / f.consumed) : 0);

/** Every code of a coupon: the shared one, or the unique codes issued. */
async function couponCodes(db: Queryable, benefitId: string): Promise<string[]> {
  const rows = await db.query<{ code: string }>(`select code from benefits where id = $1 and code is not null union select code from benefit_coupons where benefit_id = $1`, [benefitId]);
  return rows.map((row) => row.code);
}

/** Spec §3 Metrics of one coupon: the till's consumptions (cents), per store and per day; plus the ingested tickets that carry its codes. */
export async function results(db: Queryable, ch: AnalyticsStore, benefit: BenefitRow) {
  const uses = `from benefit_uses u where u.benefit_id = $1 and u.status = 'RECOVERED'`;
  const [[total], perUnit, perDay, codes] = await Promise.all([
    db.query<Figures & { consumers: number }>(
      `select count(*)::int as consumed, count(distinct u.document_no)::int as consumers, coalesce(sum(u.total_cents), 0)::bigint as revenue,
              coalesce(sum(u.discount_cents), 0)::bigint as discount ${uses}`,
      [benefit.id],
    ),
    db.query<Figures & { key: string; label: string }>(
      `select u.unit_id_erp as key, coalesce(max(n.name), u.unit_id_erp) as label, count(*)::int as consumed,
              sum(u.total_cents)::bigint as revenue, sum(u.discount_cents)::bigint as discount
         from benefit_uses u left join units n on n.account_id = u.account_id and n.id_erp = u.unit_id_erp
        where u.benefit_id = $1 and u.status = 'RECOVERED' group by u.unit_id_erp order by revenue desc, key`,
      [benefit.id],
    ),
    db.query<Figures & { key: string }>(
      `select to_char(u.created_at at time zone 'America/Sao_Paulo', 'YYYY-MM-DD') as key, count(*)::int as consumed,
              sum(u.total_cents)::bigint as revenue, sum(u.discount_cents)::bigint as discount ${uses} group by 1 order by 1`,
      [benefit.id],
    ),
    couponCodes(db, benefit.id),
  ]);
  let ingested = { tickets: 0, revenue: 0, discount: 0 };
  if (codes.length) {
    const [row] = await ch.query<{ tickets: string; revenue: string; discount: string }>(
      `SELECT count() AS tickets, toString(sum(t.total)) AS revenue, toString(sum(t.discount)) AS discount
         FROM tickets AS t
        WHERE t.account_id = {account:UUID}
          AND t.ticket_id IN (SELECT ticket_id FROM ticket_coupons WHERE account_id = {account:UUID} AND code IN {codes:Array(String)})`,
      { account: benefit.account_id, codes },
    );
    ingested = { tickets: Number(row?.tickets ?? 0), revenue: Math.round(Number(row?.revenue ?? 0) * 100), discount: Math.round(Number(row?.discount ?? 0) * 100) };
  }
  const num = <T extends Figures>(r: T) => ({ ...r, consumed: Number(r.consumed), revenue: Number(r.revenue), discount: Number(r.discount) });
  const figures = num(total);
  return {
    consumedCoupons: figures.consumed,
    consumers: Number(total.consumers),
    revenue: figures.revenue,
    discountGranted: figures.discount,
    averageTicket: averageOf(figures),
    ingestedTickets: ingested.tickets,
    ingestedRevenue: ingested.revenue,
    ingestedDiscount: ingested.discount,
    perUnit: perUnit.map(num).map((r) => ({ ...r, averageTicket: averageOf(r) })),
    perDay: perDay.map(num).map((r) => ({ ...r, label: r.key.split('-').reverse().join('/'), averageTicket: averageOf(r) })),
  };
}

/** Spec §9: the usage history shows these statuses unless the person picks others. */
export const DEFAULT_MOVEMENT_STATUS = ['RECOVERED', 'NOT_RECOVERED', 'NOT_PROCESSED'] as const;
export type MovementStatus = (typeof DEFAULT_MOVEMENT_STATUS)[number];

export const MOVEMENT_SORTS = {
  CREATED_AT: 'u.created_at',
  UNIT: 'u.unit_id_erp',
  STATUS: 'u.status',
} as const;
export type MovementSort = keyof typeof MOVEMENT_SORTS;

export interface MovementArgs {
  status: readonly MovementStatus[];
  unit: string | null;
  sort: MovementSort;
  direction: 'ASC' | 'DESC';
  offset: number;
  limit: number;
}

export interface MovementRow {
  id: string;
  unit_id_erp: string;
  unit_name: string | null;
  document_no: string;
  consumer_name: string | null;
  created_at: Date;
  code: string;
  ticket_id: string;
  status: MovementStatus;
  sale_coupon_status: 'CONSUMED' | 'CANCELLED' | 'INGESTED';
  total_cents: string;
  discount_cents: string;
}

/**
 * NOT_PROCESSED rows: tickets of sales ingestion carrying one of the coupon's codes (CH ticket_coupons)
 * that the till never consumed (no benefit_uses row of the coupon for that ticket) — read from the
 * sales each time, never stored, so a later consumption of the same ticket simply replaces it.
 */
export async function notProcessedUses(db: Queryable, ch: AnalyticsStore, benefit: Pick<BenefitRow, 'id' | 'account_id'>, unit: string | null): Promise<MovementRow[]> {
  const codes = await couponCodes(db, benefit.id);
  if (!codes.length) return [];
  const sales = await ch.query<{ ticket_id: string; code: string; unit_id_erp: string; document_no: string; created_at: string; total: string; discount: string }>(
    `SELECT c.ticket_id AS ticket_id, any(c.code) AS code, any(c.unit_id_erp) AS unit_id_erp, any(c.document_no) AS document_no,
            toString(any(t.created_at)) AS created_at, toString(any(t.total)) AS total, toString(any(t.discount)) AS discount
       FROM ticket_coupons AS c
      INNER JOIN tickets AS t ON t.account_id = c.account_id AND t.ticket_id = c.ticket_id
      WHERE c.account_id = {account:UUID} AND c.code IN {codes:Array(String)}
      GROUP BY c.ticket_id`,
    { account: benefit.account_id, codes },
  );
  if (!sales.length) return [];
  const used = new Set((await db.query<{ ticket_id: string }>(`select ticket_id from benefit_uses where benefit_id = $1`, [benefit.id])).map((row) => row.ticket_id));
  const pending = sales.filter((sale) => !used.has(sale.ticket_id) && (unit === null || sale.unit_id_erp === unit));
  if (!pending.length) return [];
  const [units, consumers] = await Promise.all([
    db.query<{ id_erp: string; name: string }>(`select id_erp, name from units where account_id = $1 and id_erp = any($2::text[])`, [benefit.account_id, [...new Set(pending.map((p) => p.unit_id_erp))]]),
    db.query<{ document_no: string; name: string }>(`select document_no, name from consumers where account_id = $1 and document_no = any($2::text[])`, [benefit.account_id, [...new Set(pending.map((p) => p.document_no))]]),
  ]);
  const unitName = new Map(units.map((u) => [u.id_erp, u.name]));
  const consumerName = new Map(consumers.map((c) => [c.document_no, c.name]));
  const cents = (reais: string) => String(Math.round(Number(reais) * 100));
  return pending.map((sale) => ({
    id: `vendas:${sale.ticket_id}`,
    unit_id_erp: sale.unit_id_erp,
    unit_name: unitName.get(sale.unit_id_erp) ?? null,
    document_no: sale.document_no,
    consumer_name: consumerName.get(sale.document_no) ?? null,
    created_at: new Date(`${sale.created_at.replace(' ', 'T')}Z`),
    code: sale.code,
    ticket_id: sale.ticket_id,
    status: 'NOT_PROCESSED' as const,
    sale_coupon_status: 'INGESTED' as const,
    total_cents: cents(sale.total),
    discount_cents: cents(sale.discount),
  }));
}

const MOVEMENT_ORDER: Record<MovementSort, (row: MovementRow) => number | string> = {
  CREATED_AT: (row) => new Date(row.created_at).getTime(),
  UNIT: (row) => row.unit_id_erp,
  STATUS: (row) => row.status,
};

/**
 * A page of a coupon's uses (spec §3 Movement history rows): the till's uses (RECOVERED, NOT_RECOVERED)
 * from PostgreSQL and, when NOT_PROCESSED is asked for, the ingested tickets the till never consumed,
 * merged in the page's order.
 */
export async function movementHistory(db: Queryable, ch: AnalyticsStore, benefit: Pick<BenefitRow, 'id' | 'account_id'>, args: MovementArgs): Promise<{ rows: MovementRow[]; totalCount: number }> {
  const ingested = args.status.includes('NOT_PROCESSED') ? await notProcessedUses(db, ch, benefit, args.unit) : [];
  if (!ingested.length) return tillUses(db, benefit, args);
  // the till's rows up to the end of the page, merged with every ingested one, then the page
  const till = await tillUses(db, benefit, { ...args, offset: 0, limit: args.offset + args.limit });
  const key = MOVEMENT_ORDER[args.sort];
  const sign = args.direction === 'ASC' ? 1 : -1;
  const compare = (a: MovementRow, b: MovementRow) => {
    const [x, y] = [key(a), key(b)];
    if (x !== y) return (x < y ? -1 : 1) * sign;
    return new Date(b.created_at).getTime() - new Date(a.created_at).getTime() || (a.id < b.id ? 1 : -1);
  };
  const rows = [...till.rows, ...ingested].sort(compare).slice(args.offset, args.offset + args.limit);
  return { rows, totalCount: till.totalCount + ingested.length };
}

/** A page of the till's uses (benefit_uses). */
async function tillUses(db: Queryable, benefit: Pick<BenefitRow, 'id'>, args: MovementArgs): Promise<{ rows: MovementRow[]; totalCount: number }> {
  const where = `u.benefit_id = $1 and u.status = any($2::text[]) and ($3::text is null or u.unit_id_erp = $3)`;
  const params = [benefit.id, args.status, args.unit];
  const direction = args.direction === 'ASC' ? 'asc' : 'desc';
  const [rows, [{ total }]] = await Promise.all([
    db.query<MovementRow>(
      `select u.id::text as id, u.unit_id_erp, n.name as unit_name, u.document_no, c.name as consumer_name, u.created_at, u.code, u.ticket_id,
              u.status, u.sale_coupon_status, u.total_cents::text as total_cents, u.discount_cents::text as discount_cents
         from benefit_uses u
         left join units n on n.account_id = u.account_id and n.id_erp = u.unit_id_erp
         left join consumers c on c.account_id = u.account_id and c.document_no = u.document_no
        where ${where} order by ${MOVEMENT_SORTS[args.sort]} ${direction}, u.id desc limit $4 offset $5`,
      [...params, args.limit, args.offset],
    ),
    db.query<{ total: number }>(`select count(*)::int as total from benefit_uses u where ${where}`, params),
  ]);
  return { rows, totalCount: total };
}

/** The consumer's document as the viewer may see it (server/access's one masking rule). */
export const documentFor = (documentNo: string, seesPersonalData: boolean) => (seesPersonalData ? formatDocument(documentNo) : maskDocument(documentNo));

/** Job kind of CreateBenefitMovementHistoryReport. */
export const MOVEMENT_REPORT_KIND = 'benefits.movement-history.report';
/** Most rows one report holds. */
export const MOVEMENT_REPORT_MAX = 500_000;

const STATUS_LABELS: Record<MovementStatus, string> = { RECOVERED: 'Utilizado', NOT_RECOVERED: 'Cancelado', NOT_PROCESSED: 'Não processado' };
const SALE_LABELS = { CONSUMED: 'Consumido no caixa', CANCELLED: 'Cancelado no caixa', INGESTED: 'Recebido nas vendas' } as const;
const brl = (cents: number) => (cents / 100).toLocaleString('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** The usage history as a file; documents masked unless the requester saw them unmasked (payload.unmasked). */
export function movementReportBuilder(db: Queryable, ch: AnalyticsStore): ReportBuilder {
  return async ({ job, progress }) => {
    const payload = job.payload as { benefitId: string; status: MovementStatus[]; unmasked: boolean };
    const [benefit] = await db.query<{ id: string; account_id: string }>(`select id, account_id from benefits where id = $1`, [payload.benefitId]);
    if (!benefit) throw new Error('Cupom não encontrado.');
    const { rows } = await movementHistory(db, ch, benefit, { status: payload.status, unit: null, sort: 'CREATED_AT', direction: 'DESC', offset: 0, limit: MOVEMENT_REPORT_MAX });
    await progress(1);
    return {
      fileBaseName: 'historico-utilizacao-cupom',
      sheetName: 'Utilizações',
      columns: [
        { header: 'Data', width: 18 },
        { header: 'Loja', width: 28 },
        { header: 'CPF', width: 16 },
        { header: 'Consumidor', width: 30 },
        { header: 'Cupom', width: 14 },
        { header: 'Ticket', width: 16 },
        { header: 'Situação', width: 16 },
        { header: 'Situação no caixa', width: 20 },
        { header: 'Total da compra (R$)', width: 14 },
        { header: 'Desconto (R$)', width: 12 },
      ],
      rows: rows.map((row) => [
        localDateTime(new Date(row.created_at)),
        row.unit_name ? `${row.unit_name} (${row.unit_id_erp})` : row.unit_id_erp,
        documentFor(row.document_no, payload.unmasked),
        row.consumer_name ?? '',
        row.code,
        row.ticket_id,
        STATUS_LABELS[row.status],
        SALE_LABELS[row.sale_coupon_status],
        brl(Number(row.total_cents)),
        brl(Number(row.discount_cents)),
      ]),
    };
  };
}
