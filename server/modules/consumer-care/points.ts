import type { OperationalStore, Queryable } from '../../stores';

/** The kinds of movement of the points ledger (spec §3 Points transaction). */
export const POINTS_TRANSACTION_TYPES = ['CREDIT', 'DEBIT', 'ADJUSTMENT', 'EXPIRATION'] as const;
export type PointsTransactionType = (typeof POINTS_TRANSACTION_TYPES)[number];

/** One row of `points_transactions` (pg migration 022), with its store's name. */
export interface PointsTransactionRow {
  id: string;
  account_id: string;
  document_no: string;
  amount: number;
  type: PointsTransactionType;
  unit_id_erp: string | null;
  unit_name: string | null;
  reason: string | null;
  balance_after: number;
  user_login: string | null;
  created_at: Date;
}

/** A movement to record: what the points programme (credits on purchases, expirations) and adjustPoints send. */
export interface PointsMovement {
  accountId: string;
  documentNo: string;
  /** positive credits, negative debits; never zero */
  amount: number;
  type: PointsTransactionType;
  unitIdErp?: string | null;
  reason?: string | null;
  actor?: { userId: string | null; login: string } | null;
  /** when it happened (default now): the seed and the programme's imports date their rows */
  at?: Date;
  /** written in the movement's transaction once it is recorded (adjustPoints' operation log) */
  log?: (tx: Queryable, row: PointsTransactionRow) => Promise<void>;
}

/** Why a movement was not recorded. */
export type PointsRefusal = 'INSUFFICIENT_BALANCE' | 'UNKNOWN_CONSUMER';

/** The pt-BR sentence of a refusal, as adjustPoints answers it. */
export function refusalMessage(refusal: PointsRefusal, balance: number): string {
  return refusal === 'UNKNOWN_CONSUMER'
    ? 'Cliente não encontrado.'
    : `Saldo insuficiente: o cliente tem ${balance.toLocaleString('pt-BR')} pontos e o saldo não pode ficar negativo.`;
}

/** The consumer's balance (0 when they never had a movement). */
export async function pointsBalance(db: Queryable, accountId: string, documentNo: string): Promise<number> {
  const [row] = await db.query<{ balance: number }>('select balance from consumer_points where account_id = $1 and document_no = $2', [accountId, documentNo]);
  return row ? Number(row.balance) : 0;
}

/**
 * Records one movement and moves the balance, in one transaction. The balance moves by one
 * conditional update (`balance + amount >= 0`): PostgreSQL takes the row's lock and, for a second
 * debit waiting on it, re-reads the row the first one left, so concurrent debits can never together
 * overdraw (the check constraint of migration 022 stands behind it). Returns the ledger row, or why not.
 */
export async function recordPointsMovement(db: OperationalStore, movement: PointsMovement): Promise<{ row: PointsTransactionRow } | { refused: PointsRefusal; balance: number }> {
  if (!Number.isInteger(movement.amount) || movement.amount === 0) throw new Error('A points movement needs a whole, non-zero amount');
  return db.transaction(async (tx) => {
    const [consumer] = await tx.query<{ n: number }>('select 1 as n from consumers where account_id = $1 and document_no = $2', [movement.accountId, movement.documentNo]);
    if (!consumer) return { refused: 'UNKNOWN_CONSUMER' as const, balance: 0 };
    await tx.query('insert into consumer_points (account_id, document_no) values ($1, $2) on conflict do nothing', [movement.accountId, movement.documentNo]);
    const [moved] = await tx.query<{ balance: number }>(
      `update consumer_points set balance = balance + $3, updated_at = now()
        where account_id = $1 and document_no = $2 and balance + $3 >= 0 returning balance`,
      [movement.accountId, movement.documentNo, movement.amount],
    );
    if (!moved) return { refused: 'INSUFFICIENT_BALANCE' as const, balance: await pointsBalance(tx, movement.accountId, movement.documentNo) };
    const [row] = await tx.query<{ id: string }>(
      `insert into points_transactions (account_id, document_no, amount, type, unit_id_erp, reason, balance_after, user_id, user_login, created_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, coalesce($10::timestamptz, now())) returning id`,
      [
        movement.accountId,
        movement.documentNo,
        movement.amount,
        movement.type,
        movement.unitIdErp ?? null,
        movement.reason ?? null,
        moved.balance,
        movement.actor?.userId ?? null,
        movement.actor?.login ?? null,
        movement.at?.toISOString() ?? null,
      ],
    );
    const [saved] = await tx.query<PointsTransactionRow>(`${TRANSACTION_SELECT} where t.id = $1`, [row.id]);
    const recorded = normalize(saved);
    await movement.log?.(tx, recorded);
    return { row: recorded };
  });
}

const TRANSACTION_SELECT = `select t.id, t.account_id, t.document_no, t.amount, t.type, t.unit_id_erp, u.name as unit_name, t.reason,
  t.balance_after, t.user_login, t.created_at
  from points_transactions t left join units u on u.account_id = t.account_id and u.id_erp = t.unit_id_erp`;

const normalize = (row: PointsTransactionRow): PointsTransactionRow => ({ ...row, amount: Number(row.amount), balance_after: Number(row.balance_after), created_at: new Date(row.created_at) });

/** One page of the consumer's ledger, newest first, and how many movements they have. */
export async function listPointsTransactions(db: Queryable, accountId: string, documentNo: string, offset: number, limit: number): Promise<{ rows: PointsTransactionRow[]; total: number }> {
  const [rows, [{ total }]] = await Promise.all([
    db.query<PointsTransactionRow>(`${TRANSACTION_SELECT} where t.account_id = $1 and t.document_no = $2 order by t.created_at desc, t.id desc limit ${limit} offset ${offset}`, [
      accountId,
      documentNo,
    ]),
    db.query<{ total: number }>('select count(*)::int as total from points_transactions where account_id = $1 and document_no = $2', [accountId, documentNo]),
  ]);
  return { rows: rows.map(normalize), total };
}
