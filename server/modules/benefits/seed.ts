import type { AnalyticsStore, Queryable } from '../../stores';
import { randomCode, UNIQUE_CODE_LENGTH } from './codes';

/** The demo chain's two coupon campaigns (fixed ids, so the seed and its uses are written once). */
export const DEMO_COUPON_IDS = {
  shared: '10000000-0000-4000-8000-00000000c001',
  unique: '10000000-0000-4000-8000-00000000c002',
} as const;

/** The demo's shared code (unambiguous alphabet). */
export const DEMO_SHARED_CODE = 'SEMANA25';

const DAY_MS = 86_400_000;
const spDay = (at: number) => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date(at));

/**
 * Bom Preço's coupon campaigns: "Semana do cliente" (shared code SEMANA25, 10 % from R$ 50, active
 * since a week ago, printed on the flyers — no delivery) and "Natal antecipado" (a unique code per
 * client of Salvador, R$ 15 from R$ 80, finished five days ago). Their uses come from the chain's own
 * tickets once they are loaded (seedDemoCouponUses).
 */
export async function seedDemoCoupons(db: Queryable, accountId: string, segmentIds: readonly string[], now = Date.now()): Promise<void> {
  const start = (days: number) => `${spDay(now + days * DAY_MS)}T00:00:00-03:00`;
  const end = (days: number) => `${spDay(now + days * DAY_MS)}T23:59:59.999-03:00`;
  await db.query(
    `insert into benefits (id, account_id, title, description, status, code_mode, code, discount_type, value, minimum_value, start_date, expires_at,
       limit_use, total_limit, segments, channels, activated_at)
     values ($1, $2, 'Semana do cliente', 'Cupom impresso no encarte: 10% em compras a partir de R$ 50.', 'ACTIVE', 'SHARED', $3, 'PERCENTAGE', 10, 5000, $4, $5,
       2, 500, '{}', '{}', $4)
     on conflict (id) do nothing`,
    [DEMO_COUPON_IDS.shared, accountId, DEMO_SHARED_CODE, start(-7), end(23)],
  );
  await db.query(
    `insert into benefits (id, account_id, title, description, status, code_mode, discount_type, value, minimum_value, start_date, expires_at,
       limit_use, segments, channels, activated_at, finished_at, send_start_hour, send_end_hour)
     values ($1, $2, 'Natal antecipado', 'Um código por cliente de Salvador: R$ 15 em compras a partir de R$ 80.', 'FINISHED', 'UNIQUE', 'VALUE', 1500, 8000, $3, $4,
       1, $5, $6::jsonb, $3, $4, '10:00', '18:00')
     on conflict (id) do nothing`,
    [DEMO_COUPON_IDS.unique, accountId, start(-20), end(-5), segmentIds, JSON.stringify({ sms: { active: true, text: 'Bom Preco: seu cupom de Natal e [cupom]. R$ 15 em compras a partir de R$ 80.' } })],
  );
}

interface DemoTicket {
  ticket_id: string;
  document_no: string;
  unit_id_erp: string;
  day: string;
  at: string;
  amount: string;
}

/** Tickets of identified consumers in a period with at least `minimum` reais, one per consumer. */
async function ticketsOf(ch: AnalyticsStore, accountId: string, from: string, to: string, minimum: number, limit: number): Promise<DemoTicket[]> {
  return ch.query<DemoTicket>(
    `SELECT ticket_id, document_no, unit_id_erp, toString(local_date) AS day, toString(created_at) AS at, toString(total) AS amount
       FROM tickets
      WHERE account_id = {account:UUID} AND document_no != '' AND local_date BETWEEN {from:Date} AND {to:Date} AND total >= {minimum:Decimal(18, 2)}
      ORDER BY created_at, ticket_id
      LIMIT 1 BY document_no
      LIMIT {limit:UInt32}`,
    { account: accountId, from, to, minimum, limit },
  );
}

/**
 * The demo coupons' uses, consistent with the chain's tickets (written once, after the account's
 * first processing run): each use is a real ticket of the validity period from a consumer, its total
 * and the coupon's discount, and the ticket carries the code in ticket_coupons as ingestion would.
 */
export async function seedDemoCouponUses(db: Queryable, ch: AnalyticsStore, accountId: string, now = Date.now()): Promise<number> {
  const [shared] = await db.query<{ start_date: Date }>(`select start_date from benefits where id = $1 and account_id = $2`, [DEMO_COUPON_IDS.shared, accountId]);
  if (!shared) return 0;
  const [{ n }] = await db.query<{ n: number }>(`select count(*)::int as n from benefit_uses where benefit_id = any($1::uuid[])`, [Object.values(DEMO_COUPON_IDS)]);
  if (n > 0) return 0;
  const [unique] = await db.query<{ start_date: Date; expires_at: Date }>(`select start_date, expires_at from benefits where id = $1`, [DEMO_COUPON_IDS.unique]);
  const today = spDay(now);
  const uses: { benefit: string; coupon: string | null; code: string; ticket: DemoTicket; discount: number; cancelled: boolean }[] = [];
  const ticketCoupons: Record<string, unknown>[] = [];
  const sharedTickets = await ticketsOf(ch, accountId, spDay(new Date(shared.start_date).getTime()), today, 50, 14);
  sharedTickets.forEach((ticket, index) => {
    const cents = Math.round(Number(ticket.amount) * 100);
    uses.push({ benefit: DEMO_COUPON_IDS.shared, coupon: null, code: DEMO_SHARED_CODE, ticket, discount: Math.floor((cents * 10) / 100), cancelled: index === 3 });
  });
  if (unique) {
    const window = await ticketsOf(ch, accountId, spDay(new Date(unique.start_date).getTime()), spDay(new Date(unique.expires_at).getTime()), 80, 24);
    for (const [index, ticket] of window.entries()) {
      const [coupon] = await db.query<{ id: string; code: string }>(
        `insert into benefit_coupons (account_id, benefit_id, code, document_no, status, created_at) values ($1, $2, $3, $4, $5, $6)
         on conflict do nothing returning id, code`,
        [accountId, DEMO_COUPON_IDS.unique, randomCode(UNIQUE_CODE_LENGTH), ticket.document_no, index % 5 === 0 ? 'ACTIVATED' : 'REDEEMED', unique.start_date],
      );
      // a third of the clients who got a code used it
      if (coupon && index % 3 === 0) uses.push({ benefit: DEMO_COUPON_IDS.unique, coupon: coupon.id, code: coupon.code, ticket, discount: 1500, cancelled: false });
    }
  }
  for (const use of uses) {
    const total = Math.round(Number(use.ticket.amount) * 100);
    await db.query(
      `insert into benefit_uses (account_id, benefit_id, coupon_id, code, document_no, unit_id_erp, ticket_id, total_cents, discount_cents, status, sale_coupon_status, created_at, cancelled_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12::timestamptz, $13::timestamptz) on conflict do nothing`,
      [
        accountId, use.benefit, use.coupon, use.code, use.ticket.document_no, use.ticket.unit_id_erp, use.ticket.ticket_id, total, use.discount,
        use.cancelled ? 'NOT_RECOVERED' : 'RECOVERED', use.cancelled ? 'CANCELLED' : 'CONSUMED', `${use.ticket.at}Z`, use.cancelled ? `${use.ticket.at}Z` : null,
      ],
    );
    if (!use.cancelled) {
      ticketCoupons.push({ account_id: accountId, ticket_id: use.ticket.ticket_id, local_date: use.ticket.day, unit_id_erp: use.ticket.unit_id_erp, document_no: use.ticket.document_no, code: use.code, batch_id: '00000000-0000-0000-0000-000000000000' });
    }
  }
  await db.query(
    `update benefits b set uses_count = (select count(*)::int from benefit_uses u where u.benefit_id = b.id and u.status = 'RECOVERED') where id = any($1::uuid[])`,
    [Object.values(DEMO_COUPON_IDS)],
  );
  if (ticketCoupons.length) await ch.insert('ticket_coupons', ticketCoupons);
  return uses.length;
}
