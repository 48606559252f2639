import type { Queryable } from '../../stores';
import { getAccount, type AccountRow } from '../accounts';

/** The onboarding checklist's figures (/primeiro-valor), counted from the account's records. */
export interface FirstValueProgress {
  unitsCount: number;
  activeUnitsCount: number;
  usersCount: number;
  usersWithPermissionsCount: number;
}

export async function firstValueProgress(db: Queryable, accountId: string): Promise<FirstValueProgress> {
  const [units] = await db.query<{ total: number; active: number }>(
    'select count(*)::int as total, count(*) filter (where active)::int as active from units where account_id = $1',
    [accountId],
  );
  // Platform admins belong to every account: they are not the account's team.
  const [users] = await db.query<{ total: number; with_pages: number }>(
    `select count(*)::int as total,
            count(*) filter (where not u.admin and cardinality(u.pages) > 0)::int as with_pages
     from users u join user_accounts ua on ua.user_id = u.id and ua.account_id = $1
     where not u.mf and u.active`,
    [accountId],
  );
  return {
    unitsCount: units.total,
    activeUnitsCount: units.active,
    usersCount: users.total,
    usersWithPermissionsCount: users.with_pages,
  };
}

/** Clears the first-value flag; returns the account as it is now (null when it does not exist). */
export async function completeFirstValue(db: Queryable, accountId: string): Promise<AccountRow | null> {
  await db.query('update accounts set first_value = false, updated_at = now() where id = $1', [accountId]);
  return getAccount(db, accountId);
}
