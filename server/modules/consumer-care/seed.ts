import type { OperationalStore } from '../../stores';

/** Consumers of a demo account that get a points history (the most recent registrations first). */
export const SEEDED_POINTS_CONSUMERS = 300;

/** A small deterministic generator (mulberry32), so every install seeds the same ledger. */
function generator(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const DAY = 86_400_000;

/** Consumers per UPDATE of the seed's origins and confirmations (see seedConsumerCare). */
const CARE_UPDATE_SLICE = 2000;

/**
 * The demo's consumer-care data on one account, so /clientes/gerenciamento shows populated pages from
 * the first `npm start`: each consumer's origin and sign-up confirmation (from a hash of their
 * document: about 60 % PDV, 20 % app, 15 % sign-up site, 5 % televendas; 80 % confirmed) and, for the
 * SEEDED_POINTS_CONSUMERS most recent registrations, a points ledger of credits at their store,
 * redemptions, a back-office adjustment and an expiration, the balance never negative. An account that
 * already has a ledger is left alone. Returns the movements written.
 */
export async function seedConsumerCare(db: OperationalStore, accountId: string): Promise<number> {
  const [{ count }] = await db.query<{ count: number }>('select count(*)::int as count from points_transactions where account_id = $1', [accountId]);
  if (count > 0) return 0;
  // In slices: an UPDATE on consumers fires the name-token trigger (PG 014), whose PL/pgSQL statements
  // keep the plan of their first run in the session. After the ingestion's upserts (tiny transition
  // tables) that plan compares old and new rows in a nested loop, so one update of 50 000 consumers
  // held the embedded store (and the server, on its thread) for many minutes on a first `npm start`;
  // measured on that store after three one-row updates: one UPDATE of the 50 000, 347 s; slices of
  // 2 000, 10 s in all whatever the plan, with room for other queries in between.
  const documents = await db.query<{ document_no: string }>('select document_no from consumers where account_id = $1 order by document_no', [accountId]);
  for (let at = 0; at < documents.length; at += CARE_UPDATE_SLICE) {
    await db.query(
      `update consumers set
         origin = case when b < 154 then 'pdv' when b < 205 then 'app' when b < 243 then 'hotsite' else 'televendas' end,
         is_confirmed = c2 < 205,
         confirmed_at = case when c2 < 205 then created_at + interval '2 hours' end,
         confirmation_sent_at = created_at + interval '1 minute',
         last_accepted_terms_date = case when b >= 154 then created_at end
       from (select document_no as doc, get_byte(decode(md5(document_no), 'hex'), 0) as b, get_byte(decode(md5(document_no), 'hex'), 1) as c2
               from consumers where account_id = $1 and document_no = any($2::text[])) h
       where consumers.account_id = $1 and consumers.document_no = h.doc`,
      [accountId, documents.slice(at, at + CARE_UPDATE_SLICE).map((row) => row.document_no)],
    );
  }
  const consumers = await db.query<{ document_no: string; unit_id_erp: string | null; created_at: Date }>(
    `select document_no, unit_id_erp, created_at from consumers where account_id = $1 order by created_at desc, document_no limit ${SEEDED_POINTS_CONSUMERS}`,
    [accountId],
  );
  if (consumers.length === 0) return 0;
  const [admin] = await db.query<{ id: string; email: string }>(
    'select id, email from users where account_id = $1 and admin and not mf order by created_at, email limit 1',
    [accountId],
  );
  const random = generator(accountId.charCodeAt(0) * 7919 + consumers.length);
  const now = Date.now();
  const rows: unknown[][] = [];
  const balances: [string, number][] = [];
  for (const consumer of consumers) {
    const start = Math.max(new Date(consumer.created_at).getTime(), now - 365 * DAY);
    const span = Math.max(DAY, now - start - DAY);
    const moves = 3 + Math.floor(random() * 6);
    const times = Array.from({ length: moves }, () => start + Math.floor(random() * span)).sort((a, b) => a - b);
    let balance = 0;
    for (const [index, at] of times.entries()) {
      const roll = random();
      let amount: number;
      let type: string;
      let reason: string | null = null;
      let unit = consumer.unit_id_erp;
      let user: [string | null, string | null] = [null, null];
      if (index === 0 || roll < 0.55 || balance < 50) {
        amount = 20 + Math.floor(random() * 380);
        type = 'CREDIT';
        reason = 'Compra na loja';
      } else if (roll < 0.8) {
        amount = -Math.min(balance, 50 * (1 + Math.floor(random() * 4)));
        type = 'DEBIT';
        reason = 'Resgate de produto';
      } else if (roll < 0.92 && admin) {
        amount = random() < 0.7 ? 100 : -Math.min(balance, 40);
        type = 'ADJUSTMENT';
        reason = amount > 0 ? 'Compra não pontuada (cupom apresentado)' : 'Pontos creditados em duplicidade';
        unit = null;
        user = [admin.id, admin.email];
      } else {
        amount = -Math.min(balance, 10 + Math.floor(random() * 60));
        type = 'EXPIRATION';
        reason = 'Pontos vencidos (12 meses)';
        unit = null;
      }
      if (amount === 0) continue;
      balance += amount;
      rows.push([accountId, consumer.document_no, amount, type, unit, reason, balance, user[0], user[1], new Date(at).toISOString()]);
    }
    balances.push([consumer.document_no, balance]);
  }
  await db.transaction(async (tx) => {
    for (let offset = 0; offset < rows.length; offset += 200) {
      const chunk = rows.slice(offset, offset + 200);
      const values = chunk.map((_row, i) => `(${Array.from({ length: 10 }, (_v, j) => `$${i * 10 + j + 1}`).join(', ')})`).join(', ');
      await tx.query(
        `insert into points_transactions (account_id, document_no, amount, type, unit_id_erp, reason, balance_after, user_id, user_login, created_at) values ${values}`,
        chunk.flat(),
      );
    }
    await tx.query(
      `insert into consumer_points (account_id, document_no, balance)
       select $1, document_no, balance from unnest($2::text[], $3::int[]) as b(document_no, balance)
       on conflict (account_id, document_no) do update set balance = excluded.balance, updated_at = now()`,
      [accountId, balances.map(([document]) => document), balances.map(([, balance]) => balance)],
    );
  });
  return rows.length;
}
