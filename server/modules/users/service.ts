import { grantablePagePermissions, hasPagePermission, PLATFORM_ADMIN_PERMISSION, ROUTES } from '../../../src/shared/config';
import { ForbiddenError, InputError } from '../../errors';
import type { Queryable } from '../../stores';
import { decodeCursor, encodeCursor, toPage, type Page, type PageArgs, clampFirst } from '../../shared/paging';

export interface UserRow {
  id: string;
  account_id: string;
  email: string;
  name: string;
  password_hash: string;
  pages: string[];
  mf: boolean;
  admin: boolean;
  multi_user: boolean;
  email_confirmed: boolean;
  has_pii_access: boolean;
  has_pii_employees_access: boolean;
  has_pii_download_data_permission: boolean;
  active: boolean;
  created_at: Date;
}

const COLUMNS = `u.id, u.account_id, u.email, u.name, u.password_hash, u.pages, u.mf, u.admin, u.multi_user, u.email_confirmed,
  u.has_pii_access, u.has_pii_employees_access, u.has_pii_download_data_permission, u.active, u.created_at`;

export async function findUserByEmail(db: Queryable, email: string): Promise<UserRow | null> {
  const [row] = await db.query<UserRow>(`select ${COLUMNS} from users u where lower(u.email) = lower($1)`, [email.trim()]);
  return row ?? null;
}

export async function getUserById(db: Queryable, id: string): Promise<UserRow | null> {
  const [row] = await db.query<UserRow>(`select ${COLUMNS} from users u where u.id = $1`, [id]);
  return row ?? null;
}

/** A user of the account (a member), or null: users of other accounts do not exist from here. */
export async function getAccountUser(db: Queryable, accountId: string, id: string): Promise<UserRow | null> {
  const [row] = await db.query<UserRow>(
    `select ${COLUMNS} from users u join user_accounts ua on ua.user_id = u.id and ua.account_id = $1 where u.id = $2 and not u.mf`,
    [accountId, id],
  );
  return row ?? null;
}

export async function listAccountUsers(db: Queryable, accountId: string, args: PageArgs & { search?: string | null }): Promise<Page<UserRow>> {
  const first = clampFirst(args.first);
  const offset = decodeCursor(args.after);
  const search = args.search?.trim() ? `%${args.search.trim().toLowerCase()}%` : null;
  const where = `ua.account_id = $1 and not u.mf and ($2::text is null or lower(u.name) like $2 or lower(u.email) like $2)`;
  const rows = await db.query<UserRow>(
    `select ${COLUMNS} from users u join user_accounts ua on ua.user_id = u.id where ${where} order by u.name, u.id limit $3 offset $4`,
    [accountId, search, first + 1, offset],
  );
  const [{ count }] = await db.query<{ count: number }>(
    `select count(*)::int as count from users u join user_accounts ua on ua.user_id = u.id where ${where}`,
    [accountId, search],
  );
  return toPage(rows, first, offset, count);
}

export interface UserPatch {
  name?: string;
  active?: boolean;
  pages?: string[];
  has_pii_access?: boolean;
  has_pii_employees_access?: boolean;
  has_pii_download_data_permission?: boolean;
}

/**
 * Edits a user of the account. A user shared by several accounts (multi-user) belongs to its home
 * account: only that account changes it, since the change also applies in the others.
 */
/** Who edits a user, and in which account: the rules below depend on it. */
export interface UserEditor {
  user: Pick<UserRow, 'id' | 'mf'>;
  account: { id: string; modules: readonly string[] };
}

const PII_FLAGS = ['has_pii_access', 'has_pii_employees_access', 'has_pii_download_data_permission'] as const;

/**
 * The rules of editing a user (issue 14 §7), over GraphQL and REST alike:
 * - only a platform admin grants the platform admin permission (`mf/admin`: it passes every check);
 * - nobody raises their own permissions or personal-data flags (lowering them is allowed);
 * - a newly granted permission is a catalogue key (or an area's `area` / `area/*`) that the account's
 *   modules allow; keys the user already holds stay, so an edit never fails on an older grant;
 * - the account keeps at least one active admin: its last one cannot be deactivated.
 */
function checkUserEdit(editor: UserEditor, existing: UserRow, patch: UserPatch, otherActiveAdmins: number): void {
  const self = editor.user.id === existing.id;
  if (patch.pages) {
    const added = patch.pages.filter((page) => !existing.pages.includes(page));
    if (added.includes(PLATFORM_ADMIN_PERMISSION) && !editor.user.mf) {
      throw new ForbiddenError('Só o administrador da plataforma concede a permissão de administrador da plataforma.', 'input.pages');
    }
    if (self && !editor.user.mf) {
      const raised = added.filter((page) => !hasPagePermission(existing.pages, page));
      if (raised.length > 0) throw new ForbiddenError(`Você não pode ampliar as suas próprias permissões (${raised.join(', ')}).`, 'input.pages');
    }
    const grantable = grantablePagePermissions(ROUTES, editor.account.modules);
    const unknown = added.filter((page) => page !== PLATFORM_ADMIN_PERMISSION && !grantable.has(page));
    if (unknown.length > 0) throw new InputError(`Permissão inexistente ou fora dos módulos da conta: ${unknown.join(', ')}.`, 'pages');
  }
  if (self && !editor.user.mf) {
    const raisedFlag = PII_FLAGS.find((flag) => patch[flag] === true && !existing[flag]);
    if (raisedFlag) throw new ForbiddenError('Você não pode conceder a si mesmo acesso a dados pessoais.', `input.${raisedFlag}`);
  }
  if (patch.active === false && existing.active && existing.admin && !existing.mf && otherActiveAdmins === 0) {
    throw new ForbiddenError('A conta precisa de pelo menos um administrador ativo: este é o último.');
  }
}

export async function updateAccountUser(db: Queryable, editor: UserEditor, id: string, patch: UserPatch): Promise<UserRow | null> {
  const accountId = editor.account.id;
  const existing = await getAccountUser(db, accountId, id);
  if (!existing) return null;
  if (existing.account_id !== accountId) throw new ForbiddenError('Este usuário pertence a outra conta: só a conta de origem pode alterá-lo.');
  const [{ count }] = await db.query<{ count: number }>(
    `select count(*)::int as count from users u join user_accounts ua on ua.user_id = u.id and ua.account_id = $1
     where u.admin and u.active and not u.mf and u.id <> $2`,
    [accountId, id],
  );
  checkUserEdit(editor, existing, patch, count);
  const next = { ...existing, ...Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined)) };
  await db.query(
    `update users set name = $2, active = $3, pages = $4, has_pii_access = $5, has_pii_employees_access = $6,
       has_pii_download_data_permission = $7, updated_at = now() where id = $1`,
    [id, next.name, next.active, next.pages, next.has_pii_access, next.has_pii_employees_access, next.has_pii_download_data_permission],
  );
  return getAccountUser(db, accountId, id);
}

