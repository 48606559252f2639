import { INTEGRATION } from '../../access/control';
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
export function registerBenefitRoutes(router: RestRouter): RestRouter {
  return router
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
