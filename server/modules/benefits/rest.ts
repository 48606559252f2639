import { canOpen, INTEGRATION, requireViewer } from '../../access/control';
import { localDateTime, toCsv } from '../jobs';
import { displayStatus } from './service';
import { listBenefits, type BenefitSort, type BenefitStatus } from './store';
import { HttpError, type RestRouter } from '../../rest/router';
import { activateCoupon, cancelTicket, consumeCoupon, readCouponRequest, validateCoupon } from './redemption';
import { isValidDocument, normalizeDocument } from '../../../src/shared/lib/document';

const requestOf = (body: unknown, ticket: boolean) => {
  const read = readCouponRequest(body, { ticket });
  if ('problem' in read) throw new HttpError(400, 'invalid_input', read.problem);
  return read.request;
};

/**
 * The till's coupon API (issue 12), authenticated by the account's integration token like
 * /api/ingest; the account is the token's. Money in reais as JSON numbers (the sales contract),
 * discounts answered in cents.
 */
/** The list's address orders (the page's `ordem=titulo.asc`) → the store's sorts. */
export const COUPON_ORDERS: Record<string, BenefitSort> = { criacao: 'CREATED_AT', titulo: 'TITLE', inicio: 'START_DATE', fim: 'EXPIRES_AT', situacao: 'STATUS' };
/** The list's address statuses → the API's. */
export const COUPON_STATUS_PARAMS: Record<string, BenefitStatus> = { rascunho: 'DRAFT', agendado: 'SCHEDULED', ativo: 'ACTIVE', encerrado: 'FINISHED' };
const STATUS_LABELS: Record<BenefitStatus, string> = { DRAFT: 'Rascunho', SCHEDULED: 'Agendado', ACTIVE: 'Ativo', FINISHED: 'Encerrado' };
/** Most coupons one file holds. */
export const COUPON_EXPORT_MAX_ROWS = 5000;
const money = (cents: number) => (cents / 100).toLocaleString('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const DAY = /^\d{4}-\d{2}-\d{2}$/;

export function registerBenefitRoutes(router: RestRouter): RestRouter {
  return router
    .on('GET', '/api/campanhas/cupom-desconto.csv', canOpen('campanhas.cupom-desconto'), async ({ ctx, query }) => {
      const viewer = requireViewer(ctx);
      const [order, direction] = (query.get('ordem') ?? '').split('.');
      const status = COUPON_STATUS_PARAMS[query.get('situacao') ?? ''] ?? null;
      const from = query.get('de');
      const to = query.get('ate');
      const { rows, totalCount } = await listBenefits(ctx.services.db, viewer.account.id, {
        search: query.get('busca')?.trim().slice(0, 100) || null,
        status: status ? [status === 'SCHEDULED' || status === 'FINISHED' ? 'ACTIVE' : status, ...(status === 'FINISHED' ? ['FINISHED' as const] : [])] : null,
        from: from && DAY.test(from) ? from : null,
        to: to && DAY.test(to) ? to : null,
        sort: COUPON_ORDERS[order] ?? 'CREATED_AT',
        direction: direction === 'asc' ? 'ASC' : 'DESC',
        offset: 0,
        limit: COUPON_EXPORT_MAX_ROWS,
      });
      const shown = rows.filter((row) => !status || displayStatus(row) === status);
      const lines = shown.map((row) => [
        row.title,
        STATUS_LABELS[displayStatus(row)],
        row.code_mode === 'SHARED' ? (row.code ?? '') : 'Único por consumidor',
        row.discount_type === 'PERCENTAGE' ? `${row.value}%` : `R$ ${money(row.value)}`,
        money(row.minimum_value),
        row.start_date ? localDateTime(new Date(row.start_date)) : '',
        row.expires_at ? localDateTime(new Date(row.expires_at)) : '',
        String(row.consumed),
        row.total_limit === null ? '' : String(row.total_limit),
      ]);
      if (totalCount > rows.length) lines.push([`Arquivo limitado a ${COUPON_EXPORT_MAX_ROWS} cupons de ${totalCount}.`]);
      const columns = ['Título', 'Situação', 'Código', 'Desconto', 'Compra mínima (R$)', 'Início', 'Fim', 'Utilizações', 'Limite total'];
      return {
        text: toCsv({ columns: columns.map((header) => ({ header, width: 10 })), rows: lines }),
        headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': 'attachment; filename="cupons-de-desconto.csv"' },
      };
    })
    .on('POST', '/api/pos/coupons/validate', INTEGRATION, async ({ ctx, body }) => {
      return validateCoupon(ctx.services.db, ctx.integrationAccountId!, requestOf(body, false));
    })
    .on('POST', '/api/pos/coupons/consume', INTEGRATION, async ({ ctx, body }) => {
      return consumeCoupon(ctx.services.db, ctx.integrationAccountId!, requestOf(body, true));
    })
    .on('POST', '/api/pos/coupons/cancel', INTEGRATION, async ({ ctx, body }) => {
      const ticket = (body as { ticket_id?: unknown } | null)?.ticket_id;
      if (typeof ticket !== 'string' || !ticket.trim() || ticket.length > 80) throw new HttpError(400, 'invalid_input', 'Campo "ticket_id" inválido: informe o ticket da venda.');
      return cancelTicket(ctx.services.db, ctx.integrationAccountId!, ticket.trim());
    })
    .on('POST', '/api/pos/coupons/activate', INTEGRATION, async ({ ctx, body }) => {
      const { code, document_no } = (body ?? {}) as { code?: unknown; document_no?: unknown };
      const document = normalizeDocument(typeof document_no === 'string' ? document_no : '');
      if (typeof code !== 'string' || !code.trim() || !isValidDocument(document)) {
        throw new HttpError(400, 'invalid_input', 'Campos "code" e "document_no" inválidos: informe o código e o CPF.');
      }
      return activateCoupon(ctx.services.db, ctx.integrationAccountId!, code, document);
    });
}
