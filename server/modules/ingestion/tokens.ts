import crypto from 'node:crypto';
import { hashToken, randomToken } from '../session';
import type { Queryable } from '../../stores';

/** Integration tokens start with this, so a leaked one is recognisable in logs and scanners. */
export const INTEGRATION_TOKEN_PREFIX = 'cvi_';
/** How many characters of the token are kept in clear, to tell tokens apart in the list. */
const SHOWN_PREFIX_LENGTH = INTEGRATION_TOKEN_PREFIX.length + 6;

export interface IntegrationTokenRow {
  id: string;
  account_id: string;
  name: string;
  token_prefix: string;
  created_by: string | null;
  created_by_name: string | null;
  created_at: Date;
  last_used_at: Date | null;
  revoked_at: Date | null;
}

const COLUMNS = `t.id, t.account_id, t.name, t.token_prefix, t.created_by, u.name as created_by_name, t.created_at, t.last_used_at, t.revoked_at`;

/** Creates a token; the secret is returned once and only its hash is kept. */
export async function createIntegrationToken(
  db: Queryable,
  accountId: string,
  name: string,
  createdBy: string | null,
): Promise<{ token: string; row: IntegrationTokenRow }> {
  const token = `${INTEGRATION_TOKEN_PREFIX}${randomToken(32)}`;
  const [{ id }] = await db.query<{ id: string }>(
    `insert into integration_tokens (account_id, name, token_hash, token_prefix, created_by) values ($1, $2, $3, $4, $5) returning id`,
    [accountId, name, hashToken(token), token.slice(0, SHOWN_PREFIX_LENGTH), createdBy],
  );
  const row = (await getIntegrationToken(db, accountId, id))!;
  return { token, row };
}

export async function getIntegrationToken(db: Queryable, accountId: string, id: string): Promise<IntegrationTokenRow | null> {
  const [row] = await db.query<IntegrationTokenRow>(
    `select ${COLUMNS} from integration_tokens t left join users u on u.id = t.created_by where t.account_id = $1 and t.id = $2`,
    [accountId, id],
  );
  return row ?? null;
}

/**
 * How long a revoked token stays restorable ("Desfazer", then restore) before it is purged. Revoking
 * is a soft delete: `revoked_at` is the token's deleted_at, and the token stops working at once.
 */
export const REVOKED_TOKEN_RETENTION_DAYS = 30;

/** Deletes the account's tokens revoked more than the retention ago; returns how many went. */
export async function purgeRevokedIntegrationTokens(db: Queryable, accountId: string, now: Date = new Date()): Promise<number> {
  const purged = await db.query<{ id: string }>(
    `delete from integration_tokens where account_id = $1 and revoked_at < $2::timestamptz - make_interval(days => $3) returning id`,
    [accountId, now.toISOString(), REVOKED_TOKEN_RETENTION_DAYS],
  );
  return purged.length;
}

/** The account's tokens, active first, newest first; purges the ones past their retention first. */
export async function listIntegrationTokens(db: Queryable, accountId: string): Promise<IntegrationTokenRow[]> {
  await purgeRevokedIntegrationTokens(db, accountId);
  return db.query<IntegrationTokenRow>(
    `select ${COLUMNS} from integration_tokens t left join users u on u.id = t.created_by
      where t.account_id = $1 order by (t.revoked_at is null) desc, t.created_at desc, t.id`,
    [accountId],
  );
}

/** Revokes a token of the account; null when the account has no such token. Revoking twice keeps the first date. */
export async function revokeIntegrationToken(db: Queryable, accountId: string, id: string): Promise<IntegrationTokenRow | null> {
  await db.query(`update integration_tokens set revoked_at = coalesce(revoked_at, now()) where account_id = $1 and id = $2`, [accountId, id]);
  return getIntegrationToken(db, accountId, id);
}

/**
 * Undoes a revocation of a token of the account within the retention; null when the account has no
 * such token or it is past the retention (then it is purged, as the list would do). Restoring an
 * active token changes nothing.
 */
export async function restoreIntegrationToken(db: Queryable, accountId: string, id: string): Promise<IntegrationTokenRow | null> {
  await purgeRevokedIntegrationTokens(db, accountId);
  await db.query(`update integration_tokens set revoked_at = null where account_id = $1 and id = $2`, [accountId, id]);
  return getIntegrationToken(db, accountId, id);
}

/** The account a bearer token writes into, or null for an unknown or revoked token. */
export async function accountOfIntegrationToken(db: Queryable, token: string): Promise<string | null> {
  if (!token.startsWith(INTEGRATION_TOKEN_PREFIX) || token.length > 200) return null;
  const [row] = await db.query<{ account_id: string }>(
    `update integration_tokens set last_used_at = now() where token_hash = $1 and revoked_at is null returning account_id`,
    [hashToken(token)],
  );
  return row?.account_id ?? null;
}

/**
 * The command line's credential (`npm run ingest`): derived from the session secret, which only the
 * machine's operator can read (SESSION_SECRET or the data directory). With it the CLI names the
 * account by key, as an operator with database access could.
 */
export function cliIngestSecret(sessionSecret: string): string {
  return crypto.createHmac('sha256', sessionSecret).update('cli-ingest').digest('base64url');
}

/** The account of a CLI call: the secret must match and the key must name an account. */
export async function accountOfCliCall(db: Queryable, expectedSecret: string, secret: string, accountKey: string): Promise<string | null> {
  if (!expectedSecret) return null;
  const given = Buffer.from(secret);
  const expected = Buffer.from(expectedSecret);
  if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return null;
  const [row] = await db.query<{ id: string }>('select id from accounts where key = $1', [accountKey]);
  return row?.id ?? null;
}
