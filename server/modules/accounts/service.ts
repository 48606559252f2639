import { normalizeFranchiseePermissions, type FranchiseePermissions } from '../../../src/shared/config';
import type { Queryable } from '../../stores';

/** Default recency criteria (metrics contract): days bought within / not bought within. */
export const DEFAULT_RECENCY_CRITERIA = {
  actives: { bought: 60, not_bought: null },
  recent_inactives: { bought: 120, not_bought: 60 },
  at_risk: { bought: 180, not_bought: 120 },
  losses: { bought: null, not_bought: 180 },
};

export interface AccountRow {
  id: string;
  key: string;
  name: string;
  integration_type: 'RETAILER' | 'FRANCHISE' | 'FRANCHISEE' | 'PROMOTIONS';
  id_external: number;
  franchise_id: string | null;
  modules: string[];
  is_franchise: boolean;
  is_franchisee: boolean;
  only_mercapromo: boolean;
  has_mercapromo: boolean;
  db_name: string;
  brand_color: string;
  cbm_configuration: { recency_criteria?: typeof DEFAULT_RECENCY_CRITERIA };
  security: { phone_required?: boolean };
  /** e-commerce channel active (spec: ecommerce_v2): may open /home without the page permission */
  ecommerce: boolean;
  /** onboarding not finished: the logo leads to /primeiro-valor */
  first_value: boolean;
  created_at: Date;
}

const COLUMNS = `id, key, name, integration_type, id_external, franchise_id, modules, is_franchise, is_franchisee,
  only_mercapromo, has_mercapromo, db_name, brand_color, cbm_configuration, security, ecommerce, first_value, created_at`;

export async function getAccount(db: Queryable, id: string): Promise<AccountRow | null> {
  const [row] = await db.query<AccountRow>(`select ${COLUMNS} from accounts where id = $1`, [id]);
  return row ?? null;
}

export async function listAllAccounts(db: Queryable): Promise<AccountRow[]> {
  return db.query<AccountRow>(`select ${COLUMNS} from accounts order by name`);
}

/** Accounts a user may act in: every account for a platform admin, the memberships otherwise. */
export async function listAccountsOfUser(db: Queryable, user: { id: string; mf: boolean }): Promise<AccountRow[]> {
  if (user.mf) return listAllAccounts(db);
  return db.query<AccountRow>(
    `select ${COLUMNS.replace(/(^|,\s*)(\w+)/g, '$1a.$2')} from accounts a join user_accounts ua on ua.account_id = a.id
     where ua.user_id = $1 order by a.name`,
    [user.id],
  );
}

export async function isMemberOf(db: Queryable, userId: string, accountId: string): Promise<boolean> {
  const rows = await db.query('select 1 from user_accounts where user_id = $1 and account_id = $2', [userId, accountId]);
  return rows.length > 0;
}

export async function getFranchiseePermissions(db: Queryable, accountId: string): Promise<FranchiseePermissions> {
  const [row] = await db.query<{ permissions: Record<string, unknown> }>('select permissions from franchisee_permissions where account_id = $1', [accountId]);
  return normalizeFranchiseePermissions(row?.permissions);
}

export async function saveFranchiseePermissions(db: Queryable, accountId: string, permissions: FranchiseePermissions, updatedBy: string | null = null): Promise<FranchiseePermissions> {
  await db.query(
    `insert into franchisee_permissions (account_id, permissions, updated_at, updated_by) values ($1, $2, now(), $3)
     on conflict (account_id) do update set permissions = excluded.permissions, updated_at = now(), updated_by = excluded.updated_by`,
    [accountId, JSON.stringify(permissions), updatedBy],
  );
  return permissions;
}

/** A franchisee of a franchisor as its permissions page lists it: the switches and who set them last. */
export interface FranchiseeRow extends AccountRow {
  permissions: FranchiseePermissions;
  permissions_updated_at: Date | null;
  permissions_updated_by: string | null;
}

/** The franchisees (is_franchisee, franchise_id = the franchisor) whose name or external id matches `search`. */
export async function listFranchisees(db: Queryable, franchisorId: string, search = ''): Promise<FranchiseeRow[]> {
  const rows = await db.query<AccountRow & { stored: Record<string, unknown> | null; permissions_updated_at: Date | null; permissions_updated_by: string | null }>(
    `select ${COLUMNS.replace(/(^|,\s*)(\w+)/g, '$1a.$2')}, p.permissions as stored, p.updated_at as permissions_updated_at, u.name as permissions_updated_by
       from accounts a
       left join franchisee_permissions p on p.account_id = a.id
       left join users u on u.id = p.updated_by
      where a.is_franchisee and a.franchise_id = $1
        and ($2 = '' or a.name ilike '%' || $2 || '%' or a.id_external::text = $2)
      order by a.name, a.id`,
    [franchisorId, search.replace(/[%_\\]/g, '')],
  );
  return rows.map(({ stored, ...row }) => ({ ...row, permissions: normalizeFranchiseePermissions(stored) }));
}

/** One save of franchisee switches: each franchisee's map before and after, under one batch id (the undo's handle). */
export async function recordFranchiseePermissionChanges(
  db: Queryable,
  batch: string,
  franchisorId: string,
  userId: string,
  changes: readonly { franchiseeId: string; before: FranchiseePermissions; after: FranchiseePermissions }[],
): Promise<void> {
  for (const change of changes) {
    await db.query(
      `insert into franchisee_permission_changes (batch, franchisee_id, account_id, user_id, before, after) values ($1, $2, $3, $4, $5, $6)`,
      [batch, change.franchiseeId, franchisorId, userId, JSON.stringify(change.before), JSON.stringify(change.after)],
    );
  }
}

/** The changes of a save not undone yet, of franchisees of this franchisor. */
export async function pendingFranchiseePermissionChanges(db: Queryable, batch: string, franchisorId: string) {
  const rows = await db.query<{ id: string; franchisee_id: string; before: Record<string, unknown>; after: Record<string, unknown> }>(
    `select id::text as id, franchisee_id, before, after from franchisee_permission_changes where batch = $1 and account_id = $2 and undone_at is null order by id for update`,
    [batch, franchisorId],
  );
  return rows.map((row) => ({ id: row.id, franchiseeId: row.franchisee_id, before: normalizeFranchiseePermissions(row.before), after: normalizeFranchiseePermissions(row.after) }));
}

export async function markFranchiseePermissionChangesUndone(db: Queryable, ids: readonly string[]): Promise<void> {
  await db.query(`update franchisee_permission_changes set undone_at = now() where id = any($1::bigint[])`, [ids]);
}

export function recencyCriteria(account: AccountRow) {
  return { ...DEFAULT_RECENCY_CRITERIA, ...(account.cbm_configuration.recency_criteria ?? {}) };
}
