import { isValidDocument, normalizeDocument } from '../../../src/shared/lib/document';
import type { OperationalStore, Queryable } from '../../stores';
import { normalizeCode } from './codes';
import type { BenefitRow } from './store';

/** A basket line at the till: SKU or EAN, quantity and unit price in reais (as the sales contract). */
export interface BasketItem {
  sku: string | null;
  ean: string | null;
  quantity: number;
  /** cents */
  unit_price: number;
}

/** What the till asks about: a code for a consumer in a store with a basket (money in cents). */
export interface CouponRequest {
  code: string;
  document_no: string;
  unit_id_erp: string;
  items: BasketItem[];
  /** cents */
  total: number;
}

/** The pt-BR reasons a coupon does not apply (the POS shows them to the cashier). */
export const REFUSALS = {
  unknown: 'Cupom não encontrado.',
  finished: 'A campanha deste cupom foi encerrada.',
  notStarted: (date: string) => `Cupom ainda não está válido: começa em ${date}.`,
  expired: (date: string) => `Cupom expirado em ${date}.`,
  otherConsumer: 'Este cupom pertence a outro consumidor.',
  store: 'Cupom não é válido nesta loja.',
  products: 'Nenhum produto da compra participa do cupom.',
  minimum: (value: string) => `Compra mínima de ${value} não atingida.`,
  perConsumer: 'Limite de uso do cupom por consumidor atingido.',
  usedUp: 'Cupom esgotado: todas as utilizações já foram feitas.',
  cancelledTicket: 'O cupom deste ticket foi cancelado; use outro ticket.',
} as const;

/** A coupon refused at the till, with its reason. */
export class CouponRefusal extends Error {
  constructor(readonly reason: string) {
    super(reason);
  }
}

const brl = (cents: number) => `R$ ${(cents / 100).toLocaleString('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const dateTime = (at: Date) =>
  new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo', day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit' }).format(at);

/** The coupon a code names: the consumer's unique code, or a benefit's shared code (the live one first). */
export interface FoundCoupon {
  benefit: BenefitRow;
  coupon: { id: string; document_no: string; created_at: Date } | null;
}

const BENEFIT_COLUMNS = `b.id, b.account_id, b.type, b.title, b.status, b.code_mode, b.code, b.discount_type, b.value, b.minimum_value, b.products,
  b.product_groups::text[] as product_groups, b.units, b.start_date, b.expires_at, b.days_to_use_after_registration, b.limit_use, b.total_limit, b.uses_count`;

export async function findCoupon(db: Queryable, accountId: string, rawCode: string): Promise<FoundCoupon | null> {
  const code = normalizeCode(rawCode);
  const [unique] = await db.query<BenefitRow & { coupon_id: string; owner: string; issued_at: Date }>(
    `select ${BENEFIT_COLUMNS}, c.id as coupon_id, c.document_no as owner, c.created_at as issued_at
       from benefit_coupons c join benefits b on b.id = c.benefit_id
      where c.account_id = $1 and c.code = $2 and b.deleted_at is null`,
    [accountId, code],
  );
  if (unique) return { benefit: unique, coupon: { id: unique.coupon_id, document_no: unique.owner, created_at: unique.issued_at } };
  const [shared] = await db.query<BenefitRow>(
    `select ${BENEFIT_COLUMNS} from benefits b
      where b.account_id = $1 and b.code = $2 and b.code_mode = 'SHARED' and b.deleted_at is null and b.status <> 'DRAFT'
      order by (b.status = 'ACTIVE') desc, b.created_at desc limit 1`,
    [accountId, code],
  );
  return shared ? { benefit: shared, coupon: null } : null;
}

/** The SKUs a benefit applies to (its products and its groups' products); null = every product. */
async function eligibleSkus(db: Queryable, benefit: BenefitRow): Promise<Set<string> | null> {
  if (benefit.products.length === 0 && benefit.product_groups.length === 0) return null;
  const skus = new Set(benefit.products);
  if (benefit.product_groups.length) {
    const groups = await db.query<{ skus: string[] }>(`select skus from product_groups where account_id = $1 and id = any($2::uuid[])`, [
      benefit.account_id,
      benefit.product_groups,
    ]);
    for (const group of groups) for (const sku of group.skus) skus.add(sku);
  }
  return skus;
}

/** The basket's lines with their SKU (an EAN-only line is looked up in the catalogue). */
async function resolveSkus(db: Queryable, accountId: string, items: BasketItem[]): Promise<(string | null)[]> {
  const eans = items.filter((item) => !item.sku && item.ean).map((item) => item.ean!);
  const byEan = new Map<string, string>();
  if (eans.length) {
    const rows = await db.query<{ sku: string; ean: string }>(
      `select p.sku, e as ean from products p, unnest(p.eans) e where p.account_id = $1 and p.eans && $2::text[] and e = any($2::text[])`,
      [accountId, eans],
    );
    for (const row of rows) byEan.set(row.ean, row.sku);
  }
  return items.map((item) => item.sku ?? (item.ean ? (byEan.get(item.ean) ?? null) : null));
}

/** Uses of a benefit by one consumer that stand. */
async function consumerUses(db: Queryable, benefitId: string, documentNo: string): Promise<number> {
  const [row] = await db.query<{ n: number }>(`select count(*)::int as n from benefit_uses where benefit_id = $1 and document_no = $2 and status = 'RECOVERED'`, [
    benefitId,
    documentNo,
  ]);
  return row.n;
}

/** Discount of a coupon on a basket (cents, never more than what it applies to), or the refusal. */
export async function evaluate(db: Queryable, found: FoundCoupon | null, request: CouponRequest, now: Date): Promise<{ discount_cents: number }> {
  if (!found) throw new CouponRefusal(REFUSALS.unknown);
  const { benefit, coupon } = found;
  if (benefit.status === 'FINISHED') throw new CouponRefusal(REFUSALS.finished);
  if (benefit.status !== 'ACTIVE') throw new CouponRefusal(REFUSALS.unknown);
  if (benefit.start_date && now < new Date(benefit.start_date)) throw new CouponRefusal(REFUSALS.notStarted(dateTime(new Date(benefit.start_date))));
  if (benefit.expires_at && now > new Date(benefit.expires_at)) throw new CouponRefusal(REFUSALS.expired(dateTime(new Date(benefit.expires_at))));
  if (coupon && benefit.days_to_use_after_registration) {
    const until = new Date(new Date(coupon.created_at).getTime() + benefit.days_to_use_after_registration * 86_400_000);
    if (now > until) throw new CouponRefusal(REFUSALS.expired(dateTime(until)));
  }
  if (coupon && coupon.document_no !== request.document_no) throw new CouponRefusal(REFUSALS.otherConsumer);
  if (benefit.units.length && !benefit.units.includes(request.unit_id_erp)) throw new CouponRefusal(REFUSALS.store);
  const eligible = await eligibleSkus(db, benefit);
  let base = request.total;
  if (eligible) {
    const skus = await resolveSkus(db, benefit.account_id, request.items);
    base = 0;
    let any = false;
    request.items.forEach((item, index) => {
      const sku = skus[index];
      if (sku && eligible.has(sku)) {
        any = true;
        base += Math.round(item.quantity * item.unit_price);
      }
    });
    if (!any) throw new CouponRefusal(REFUSALS.products);
  }
  if (request.total < benefit.minimum_value) throw new CouponRefusal(REFUSALS.minimum(brl(benefit.minimum_value)));
  if ((await consumerUses(db, benefit.id, request.document_no)) >= benefit.limit_use) throw new CouponRefusal(REFUSALS.perConsumer);
  if (benefit.total_limit !== null && benefit.uses_count >= benefit.total_limit) throw new CouponRefusal(REFUSALS.usedUp);
  const discount = benefit.discount_type === 'PERCENTAGE' ? Math.floor((base * benefit.value) / 100) : Math.min(benefit.value, base);
  return { discount_cents: Math.max(0, Math.min(discount, request.total)) };
}

/** POST /api/pos/coupons/validate's answer. */
export interface ValidationAnswer {
  valid: boolean;
  discount_cents: number;
  reason?: string;
  benefit_id?: string;
}

export async function validateCoupon(db: Queryable, accountId: string, request: CouponRequest, now = new Date()): Promise<ValidationAnswer> {
  const found = await findCoupon(db, accountId, request.code);
  try {
    const { discount_cents } = await evaluate(db, found, request, now);
    return { valid: true, discount_cents, benefit_id: found!.benefit.id };
  } catch (error) {
    if (error instanceof CouponRefusal) return { valid: false, discount_cents: 0, reason: error.reason };
    throw error;
  }
}

/** POST /api/pos/coupons/consume's answer. */
export interface ConsumptionAnswer extends ValidationAnswer {
  consumed: boolean;
  /** true when this ticket had already consumed the coupon (the same answer again) */
  repeated?: boolean;
}

/** Thrown inside the transaction when another request consumed for the same ticket meanwhile. */
class SameTicket extends Error {}

/**
 * Consumes one use of a coupon for a ticket, atomically: the benefit's row is updated only while
 * `uses_count < total_limit` (the row lock serialises concurrent consumptions, so the last use is
 * granted once), the consumer's uses are counted again under that lock, and the use is written with
 * the ticket as its idempotency key — the same ticket again answers the first consumption.
 */
export async function consumeCoupon(db: OperationalStore, accountId: string, request: CouponRequest & { ticket_id: string }, now = new Date()): Promise<ConsumptionAnswer> {
  const found = await findCoupon(db, accountId, request.code);
  const previous = async (): Promise<ConsumptionAnswer | null> => {
    if (!found) return null;
    const [use] = await db.query<{ status: string; discount_cents: string }>(
      `select status, discount_cents from benefit_uses where account_id = $1 and benefit_id = $2 and ticket_id = $3`,
      [accountId, found.benefit.id, request.ticket_id],
    );
    if (!use) return null;
    if (use.status !== 'RECOVERED') return { valid: false, consumed: false, discount_cents: 0, reason: REFUSALS.cancelledTicket };
    return { valid: true, consumed: true, repeated: true, discount_cents: Number(use.discount_cents), benefit_id: found.benefit.id };
  };
  const before = await previous();
  if (before) return before;
  try {
    return await db.transaction(async (tx) => {
      const { discount_cents } = await evaluate(tx, found, request, now);
      const benefit = found!.benefit;
      const granted = await tx.query<{ uses_count: number }>(
        `update benefits set uses_count = uses_count + 1
          where id = $1 and status = 'ACTIVE' and (total_limit is null or uses_count < total_limit) returning uses_count`,
        [benefit.id],
      );
      if (granted.length === 0) throw new CouponRefusal(REFUSALS.usedUp);
      // counted again under the benefit's row lock: two tills of one consumer cannot both take the last use
      if ((await consumerUses(tx, benefit.id, request.document_no)) >= benefit.limit_use) throw new CouponRefusal(REFUSALS.perConsumer);
      const written = await tx.query(
        `insert into benefit_uses (account_id, benefit_id, coupon_id, code, document_no, unit_id_erp, ticket_id, total_cents, discount_cents, created_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) on conflict (account_id, benefit_id, ticket_id) do nothing returning id`,
        [accountId, benefit.id, found!.coupon?.id ?? null, normalizeCode(request.code), request.document_no, request.unit_id_erp, request.ticket_id, request.total, discount_cents, now],
      );
      if (written.length === 0) throw new SameTicket();
      return { valid: true, consumed: true, discount_cents, benefit_id: benefit.id };
    });
  } catch (error) {
    if (error instanceof CouponRefusal) return { valid: false, consumed: false, discount_cents: 0, reason: error.reason };
    if (error instanceof SameTicket) return (await previous())!;
    throw error;
  }
}

/** Releases every use a ticket consumed (the sale was cancelled at the till); idempotent. */
export async function cancelTicket(db: OperationalStore, accountId: string, ticketId: string, now = new Date()): Promise<{ cancelled: number }> {
  return db.transaction(async (tx) => {
    const released = await tx.query<{ benefit_id: string }>(
      `update benefit_uses set status = 'NOT_RECOVERED', sale_coupon_status = 'CANCELLED', cancelled_at = $3
        where account_id = $1 and ticket_id = $2 and status = 'RECOVERED' returning benefit_id`,
      [accountId, ticketId, now],
    );
    for (const { benefit_id } of released) {
      await tx.query(`update benefits set uses_count = greatest(uses_count - 1, 0) where id = $1`, [benefit_id]);
    }
    return { cancelled: released.length };
  });
}

/** The consumer activates their unique code in the app (status ACTIVATED). */
export async function activateCoupon(db: Queryable, accountId: string, code: string, documentNo: string, now = new Date()): Promise<{ activated: boolean; reason?: string }> {
  const rows = await db.query<{ id: string }>(
    `update benefit_coupons set status = 'ACTIVATED', activated_at = coalesce(activated_at, $4)
      where account_id = $1 and code = $2 and document_no = $3 returning id`,
    [accountId, normalizeCode(code), documentNo, now],
  );
  return rows.length ? { activated: true } : { activated: false, reason: REFUSALS.unknown };
}

// ---------------------------------------------------------------------------------------------
// the POS body

const MAX_ITEMS = 2000;
/** Reais (a JSON number, as the sales contract) → cents, or null when it is not money. */
const toCents = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 && value < 1e11 ? Math.round(value * 100) : null;

/** Reads a POS body into a request, or the pt-BR problem with it. */
export function readCouponRequest(body: unknown, { ticket = false } = {}): { request: CouponRequest & { ticket_id: string } } | { problem: string } {
  const r = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const text = (field: string, max: number) => (typeof r[field] === 'string' && (r[field] as string).trim() && (r[field] as string).length <= max ? (r[field] as string).trim() : null);
  const code = text('code', 40);
  if (!code) return { problem: 'Campo "code" inválido: informe o código do cupom.' };
  const document = normalizeDocument(typeof r.document_no === 'string' ? r.document_no : '');
  if (!isValidDocument(document)) return { problem: 'Campo "document_no" inválido: informe o CPF do consumidor.' };
  const unit = text('unit_id_erp', 60);
  if (!unit) return { problem: 'Campo "unit_id_erp" inválido: informe a loja.' };
  const ticketId = ticket ? text('ticket_id', 80) : '';
  if (ticket && !ticketId) return { problem: 'Campo "ticket_id" inválido: informe o ticket da venda.' };
  const total = toCents(r.total);
  if (total === null) return { problem: 'Campo "total" inválido: informe o total da compra em reais.' };
  if (!Array.isArray(r.items) || r.items.length === 0 || r.items.length > MAX_ITEMS) return { problem: `Campo "items" inválido: de 1 a ${MAX_ITEMS} itens.` };
  const items: BasketItem[] = [];
  for (const [index, raw] of (r.items as unknown[]).entries()) {
    const item = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
    const sku = typeof item.sku === 'string' && item.sku.trim() ? item.sku.trim().slice(0, 60) : null;
    const ean = typeof item.ean === 'string' && item.ean.trim() ? item.ean.trim().slice(0, 14) : null;
    if (!sku && !ean) return { problem: `Campo "items[${index}]" inválido: informe o sku ou o ean.` };
    const quantity = item.quantity;
    if (typeof quantity !== 'number' || !Number.isFinite(quantity) || quantity <= 0 || quantity >= 1e9) return { problem: `Campo "items[${index}].quantity" inválido.` };
    const price = toCents(item.unit_price);
    if (price === null) return { problem: `Campo "items[${index}].unit_price" inválido.` };
    items.push({ sku, ean, quantity, unit_price: price });
  }
  return { request: { code, document_no: document, unit_id_erp: unit, items, total, ticket_id: ticketId ?? '' } };
}
