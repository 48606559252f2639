import type { Queryable } from '../../stores';
import { setPlatformNotification } from '../shell';
import type { ErasureProof, PartialCategory } from './erasure';

/** Days the chain has to answer a request (LGPD Art. 19 §1: up to 15 days). */
export const ANSWER_DAYS = 15;
/** From this day on a pending request is shown in the warning colour. */
export const WARNING_DAY = 10;
/** The calendar that counts the days (the platform's display time zone). */
export const DEADLINE_TIME_ZONE = 'America/Sao_Paulo';

export type RequestStatus = 'PENDING' | 'ACCEPTED' | 'DECLINED';
export type RequestKind = 'FULL' | 'PARTIAL';
export type RequestSort = 'REQUESTED_AT' | 'NAME' | 'FINISHED_AT';

export interface DataRequestRow {
  id: string;
  account_id: string;
  document_no: string;
  kind: RequestKind;
  categories: PartialCategory[];
  channel: string;
  requested_at: Date;
  status: RequestStatus;
  finished_at: Date | null;
  finished_by: string | null;
  reply: string | null;
  proof: ErasureProof | null;
  /** the consumer's registration as it is now (anonymised after a FULL acceptance) */
  name: string;
  email: string | null;
  phone: string | null;
  anonymised: boolean;
  /** whole days since the request, counted on the São Paulo calendar */
  days_elapsed: number;
}

const SELECT = `select r.id, r.account_id, r.document_no, r.kind, r.categories, r.channel, r.requested_at, r.status, r.finished_at,
       r.finished_by, r.reply, r.proof, coalesce(c.name, '') as name, c.email, c.phone, c.anonymised_at is not null as anonymised,
       ((now() at time zone '${DEADLINE_TIME_ZONE}')::date - (r.requested_at at time zone '${DEADLINE_TIME_ZONE}')::date)::int as days_elapsed
  from consumer_data_requests r
  left join consumers c on c.account_id = r.account_id and c.document_no = r.document_no`;

export interface RequestQuery {
  /** PENDING for the Pendentes tab; null for all */
  status: RequestStatus | null;
  search: string | null;
  sort: RequestSort;
  direction: 'ASC' | 'DESC';
}

const ORDER: Record<RequestSort, string> = { REQUESTED_AT: 'r.requested_at', NAME: 'lower(c.name)', FINISHED_AT: 'r.finished_at' };

/** A page of the account's requests, filtered by status and a name / document / e-mail search. */
export async function listRequests(db: Queryable, accountId: string, query: RequestQuery, offset: number, limit: number): Promise<{ rows: DataRequestRow[]; total: number }> {
  const where = ['r.account_id = $1'];
  const params: unknown[] = [accountId];
  if (query.status) {
    params.push(query.status);
    where.push(`r.status = $${params.length}`);
  }
  const search = query.search?.trim();
  if (search) {
    const digits = search.replace(/\D/g, '');
    params.push(`%${search.toLowerCase()}%`);
    const like = `$${params.length}`;
    const alternatives = [`lower(c.name) like ${like}`, `lower(coalesce(c.email, '')) like ${like}`];
    if (digits.length >= 3) {
      params.push(`%${digits}%`);
      alternatives.push(`r.document_no like $${params.length}`);
    }
    where.push(`(${alternatives.join(' or ')})`);
  }
  const direction = query.direction === 'ASC' ? 'asc' : 'desc';
  const [{ total }] = await db.query<{ total: number }>(
    `select count(*)::int as total from consumer_data_requests r left join consumers c on c.account_id = r.account_id and c.document_no = r.document_no where ${where.join(' and ')}`,
    params,
  );
  const rows = await db.query<DataRequestRow>(
    `${SELECT} where ${where.join(' and ')} order by ${ORDER[query.sort]} ${direction} nulls last, r.requested_at desc, r.id limit ${Number(limit)} offset ${Number(offset)}`,
    params,
  );
  return { rows, total };
}

export async function getRequest(db: Queryable, accountId: string, id: string): Promise<DataRequestRow | null> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
  const [row] = await db.query<DataRequestRow>(`${SELECT} where r.account_id = $1 and r.id = $2`, [accountId, id]);
  return row ?? null;
}

export interface RequestCounts {
  pending: number;
  warning: number;
  overdue: number;
  accepted: number;
  declined: number;
  total: number;
}

/** The counters of the tabs and the management index. */
export async function requestCounts(db: Queryable, accountId: string): Promise<RequestCounts> {
  const [row] = await db.query<RequestCounts>(
    `select count(*) filter (where status = 'PENDING')::int as pending,
            count(*) filter (where status = 'PENDING' and d >= ${WARNING_DAY} and d <= ${ANSWER_DAYS})::int as warning,
            count(*) filter (where status = 'PENDING' and d > ${ANSWER_DAYS})::int as overdue,
            count(*) filter (where status = 'ACCEPTED')::int as accepted,
            count(*) filter (where status = 'DECLINED')::int as declined,
            count(*)::int as total
       from (select status, ((now() at time zone '${DEADLINE_TIME_ZONE}')::date - (requested_at at time zone '${DEADLINE_TIME_ZONE}')::date) as d
               from consumer_data_requests where account_id = $1) r`,
    [accountId],
  );
  return row;
}

/** PENDING_USER_DELETE_DATA_REQUESTS follows the pending count (a warning once one is at day 10). */
export async function refreshNotification(db: Queryable, accountId: string): Promise<void> {
  const counts = await requestCounts(db, accountId);
  await setPlatformNotification(db, accountId, {
    key: 'PENDING_USER_DELETE_DATA_REQUESTS',
    type: counts.warning + counts.overdue > 0 ? 'warning' : 'info',
    entities_amount: counts.pending,
  });
}

export type CreateOutcome = { created: true; id: string } | { created: false; id: string };

/** Records a consumer's request; a consumer with one pending already gets that one back. */
export async function createRequest(
  db: Queryable,
  request: { accountId: string; documentNo: string; kind: RequestKind; categories: readonly PartialCategory[]; channel: string; requestedAt?: Date },
): Promise<CreateOutcome> {
  const [existing] = await db.query<{ id: string }>(`select id from consumer_data_requests where account_id = $1 and document_no = $2 and status = 'PENDING'`, [
    request.accountId,
    request.documentNo,
  ]);
  if (existing) return { created: false, id: existing.id };
  const [row] = await db.query<{ id: string }>(
    `insert into consumer_data_requests (account_id, document_no, kind, categories, channel, requested_at) values ($1, $2, $3, $4, $5, coalesce($6, now())) returning id`,
    [request.accountId, request.documentNo, request.kind, request.kind === 'FULL' ? [] : [...request.categories], request.channel, request.requestedAt?.toISOString() ?? null],
  );
  await refreshNotification(db, request.accountId);
  return { created: true, id: row.id };
}

/** Closes a pending request; false when it was no longer pending (someone else answered it first). */
export async function finishRequest(
  db: Queryable,
  accountId: string,
  id: string,
  outcome: { status: 'ACCEPTED' | 'DECLINED'; by: string; reply: string | null; proof: ErasureProof | null },
): Promise<boolean> {
  const rows = await db.query(
    `update consumer_data_requests set status = $3, finished_at = now(), finished_by = $4, reply = $5, proof = $6
      where account_id = $1 and id = $2 and status = 'PENDING' returning 1`,
    [accountId, id, outcome.status, outcome.by, outcome.reply, outcome.proof ? JSON.stringify(outcome.proof) : null],
  );
  await refreshNotification(db, accountId);
  return rows.length === 1;
}

/** Claims a pending request for answering (row lock in the caller's transaction). */
export async function lockPending(db: Queryable, accountId: string, id: string): Promise<boolean> {
  const rows = await db.query(`select 1 from consumer_data_requests where account_id = $1 and id = $2 and status = 'PENDING' for update`, [accountId, id]);
  return rows.length === 1;
}
