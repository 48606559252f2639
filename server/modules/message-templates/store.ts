import crypto from 'node:crypto';
import type { MessageTemplateChannel, MessageTemplateType } from '../../../src/shared/config/messageTemplates';
import type { Queryable } from '../../stores';

/** A live row of message_templates (PG 020). */
export interface MessageTemplateRow {
  id: string;
  account_id: string;
  name: string;
  channel: MessageTemplateChannel;
  message_type: MessageTemplateType;
  subject: string;
  text: string;
  active: boolean;
  send_without_accents: boolean;
  created_at: Date;
  updated_at: Date;
  updated_by_name: string | null;
  deleted_at: Date | null;
}

/** What a template is made of (the fields a person edits). */
export interface TemplateFields {
  name: string;
  channel: MessageTemplateChannel;
  message_type: MessageTemplateType;
  subject: string;
  text: string;
  active: boolean;
  send_without_accents: boolean;
}

/** How long a deleted template can be restored ("Desfazer") before it is purged. */
export const RESTORE_WINDOW_HOURS = 24;

const COLUMNS = `t.id, t.account_id, t.name, t.channel, t.message_type, t.subject, t.text, t.active, t.send_without_accents,
  t.created_at, t.updated_at, u.name as updated_by_name, t.deleted_at`;
const FROM = `message_templates t left join users u on u.id = t.updated_by`;

/** The list's orders and the column each sorts by (ties by name, then id). */
export const TEMPLATE_SORTS = {
  NAME: 'lower(t.name)',
  CHANNEL: 't.channel',
  MESSAGE_TYPE: 't.message_type',
  UPDATED_AT: 't.updated_at',
} as const;
export type TemplateSort = keyof typeof TEMPLATE_SORTS;

const isUuid = (id: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);

export async function findTemplate(db: Queryable, accountId: string, id: string, { deleted = false } = {}): Promise<MessageTemplateRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await db.query<MessageTemplateRow>(
    `select ${COLUMNS} from ${FROM} where t.account_id = $1 and t.id = $2 and (t.deleted_at is ${deleted ? 'not ' : ''}null)`,
    [accountId, id],
  );
  return row ?? null;
}

export async function insertTemplate(db: Queryable, accountId: string, userId: string | null, fields: TemplateFields): Promise<MessageTemplateRow> {
  const id = crypto.randomUUID();
  await db.query(
    `insert into message_templates (id, account_id, name, channel, message_type, subject, text, active, send_without_accents, created_by, updated_by)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $10)`,
    [id, accountId, fields.name, fields.channel, fields.message_type, fields.subject, fields.text, fields.active, fields.send_without_accents, userId],
  );
  return (await findTemplate(db, accountId, id))!;
}

export async function updateTemplate(db: Queryable, accountId: string, id: string, userId: string | null, fields: TemplateFields): Promise<MessageTemplateRow | null> {
  const rows = await db.query<{ id: string }>(
    `update message_templates set name = $3, channel = $4, message_type = $5, subject = $6, text = $7, active = $8, send_without_accents = $9,
       updated_by = $10, updated_at = now()
      where account_id = $1 and id = $2 and deleted_at is null returning id`,
    [accountId, id, fields.name, fields.channel, fields.message_type, fields.subject, fields.text, fields.active, fields.send_without_accents, userId],
  );
  return rows.length ? findTemplate(db, accountId, id) : null;
}

/** The live template of the account with this name (any case), other than `exceptId`. */
export async function templateNamed(db: Queryable, accountId: string, name: string, exceptId: string | null): Promise<MessageTemplateRow | null> {
  const [row] = await db.query<MessageTemplateRow>(
    `select ${COLUMNS} from ${FROM} where t.account_id = $1 and lower(t.name) = lower($2) and t.deleted_at is null and ($3::uuid is null or t.id <> $3) limit 1`,
    [accountId, name, exceptId],
  );
  return row ?? null;
}

/** The live active template of a type on a channel, other than `exceptId`. */
export async function activeTemplateOf(
  db: Queryable,
  accountId: string,
  type: MessageTemplateType,
  channel: MessageTemplateChannel,
  exceptId: string | null = null,
): Promise<MessageTemplateRow | null> {
  const [row] = await db.query<MessageTemplateRow>(
    `select ${COLUMNS} from ${FROM}
      where t.account_id = $1 and t.message_type = $2 and t.channel = $3 and t.active and t.deleted_at is null and ($4::uuid is null or t.id <> $4) limit 1`,
    [accountId, type, channel, exceptId],
  );
  return row ?? null;
}

export interface TemplateListArgs {
  search: string | null;
  channels: readonly MessageTemplateChannel[] | null;
  messageType: MessageTemplateType | null;
  active: boolean | null;
  sort: TemplateSort;
  direction: 'ASC' | 'DESC';
  offset: number;
  limit: number;
}

/** A page of the account's live templates matching a search (name or text) and filters, in an order. */
export async function listTemplates(db: Queryable, accountId: string, args: TemplateListArgs): Promise<{ rows: MessageTemplateRow[]; totalCount: number }> {
  const pattern = args.search ? `%${args.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const where = `t.account_id = $1 and t.deleted_at is null and ($2::text is null or t.name ilike $2 or t.text ilike $2 or t.subject ilike $2)
    and ($3::text[] is null or t.channel = any($3)) and ($4::text is null or t.message_type = $4) and ($5::boolean is null or t.active = $5)`;
  const params = [accountId, pattern, args.channels?.length ? args.channels : null, args.messageType, args.active];
  const direction = args.direction === 'ASC' ? 'asc' : 'desc';
  const [rows, [{ total }]] = await Promise.all([
    db.query<MessageTemplateRow>(
      `select ${COLUMNS} from ${FROM} where ${where}
        order by ${TEMPLATE_SORTS[args.sort]} ${direction}, lower(t.name), t.id limit $6 offset $7`,
      [...params, args.limit, args.offset],
    ),
    db.query<{ total: number }>(`select count(*)::int as total from ${FROM} where ${where}`, params),
  ]);
  return { rows, totalCount: total };
}

/** Marks a template deleted (restorable for RESTORE_WINDOW_HOURS) and purges those past the window. */
export async function softDeleteTemplate(db: Queryable, accountId: string, id: string): Promise<boolean> {
  if (!isUuid(id)) return false;
  const rows = await db.query<{ id: string }>(
    `update message_templates set deleted_at = now() where account_id = $1 and id = $2 and deleted_at is null returning id`,
    [accountId, id],
  );
  await db.query(`delete from message_templates where account_id = $1 and deleted_at < now() - make_interval(hours => $2)`, [accountId, RESTORE_WINDOW_HOURS]);
  return rows.length > 0;
}

/** Brings a deleted template back (null when it is not deleted, or past the window). */
export async function restoreTemplate(db: Queryable, accountId: string, id: string): Promise<MessageTemplateRow | null> {
  if (!isUuid(id)) return null;
  const rows = await db.query<{ id: string }>(
    `update message_templates set deleted_at = null
      where account_id = $1 and id = $2 and deleted_at is not null and deleted_at >= now() - make_interval(hours => $3) returning id`,
    [accountId, id, RESTORE_WINDOW_HOURS],
  );
  return rows.length ? findTemplate(db, accountId, id) : null;
}
