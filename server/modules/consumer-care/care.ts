import crypto from 'node:crypto';
import type { OperationalStore, Queryable } from '../../stores';
import { nationalPhoneDigits } from '../../../src/shared/lib/phone';
import { BRAZIL_COUNTRY_CODE } from '../../../src/shared/lib/phone';

/** Who changes a consumer from the back-office, for the operation log. */
export interface Actor {
  userId: string | null;
  login: string;
}

/** The mutations the operation log names (spec §7 consumer calls). */
export type ConsumerMutation =
  | 'updateUser'
  | 'resendSignUpConfirmation'
  | 'signUpConfirmationManually'
  | 'requestPasswordReset'
  | 'changeUserPassword'
  | 'adjustPoints';

/** One field's change (spec §3 Operation log delta). */
export interface OperationDelta {
  field: string;
  description: string;
  old: string | null;
  new: string | null;
}

/** One row of `consumer_operation_logs` (pg migration 022). */
export interface OperationLogRow {
  id: string;
  mutation: ConsumerMutation;
  delta: OperationDelta[];
  user_login: string;
  created_at: Date;
}

/** pt-BR names of the fields the log records. */
export const FIELD_DESCRIPTIONS: Record<string, string> = {
  name: 'Nome',
  email: 'E-mail',
  phone: 'Telefone',
  birth_date: 'Data de nascimento',
  gender: 'Gênero',
  'opt_in.sms': 'Aceita SMS',
  'opt_in.email': 'Aceita e-mail',
  'opt_in.whatsapp': 'Aceita WhatsApp',
  'opt_in.push': 'Aceita push',
  is_confirmed: 'Cadastro confirmado',
  confirmation_sent_at: 'Confirmação enviada',
  password: 'Senha',
  password_reset_requested_at: 'Redefinição de senha solicitada',
  points: 'Pontos',
};

/** Fields whose old and new values are personal data (masked for users without PII access). */
export const PERSONAL_FIELDS = new Set(['email', 'phone', 'birth_date']);

export function delta(field: string, old: string | null, next: string | null): OperationDelta {
  return { field, description: FIELD_DESCRIPTIONS[field] ?? field, old, new: next };
}

/** Writes one entry of the consumer's operation log. */
export async function logOperation(db: Queryable, accountId: string, documentNo: string, actor: Actor, mutation: ConsumerMutation, deltas: OperationDelta[]): Promise<void> {
  await db.query(`insert into consumer_operation_logs (account_id, document_no, mutation, delta, user_id, user_login) values ($1, $2, $3, $4, $5, $6)`, [
    accountId,
    documentNo,
    mutation,
    JSON.stringify(deltas),
    actor.userId,
    actor.login,
  ]);
}

/** How many entries of a consumer's log the page shows. */
export const OPERATION_LOG_LIMIT = 100;

/** The consumer's latest log entries, newest first. */
export async function listOperationLogs(db: Queryable, accountId: string, documentNo: string): Promise<OperationLogRow[]> {
  const rows = await db.query<OperationLogRow>(
    `select id, mutation, delta, user_login, created_at from consumer_operation_logs
      where account_id = $1 and document_no = $2 order by created_at desc, id desc limit ${OPERATION_LOG_LIMIT}`,
    [accountId, documentNo],
  );
  return rows.map((row) => ({ ...row, created_at: new Date(row.created_at), delta: typeof row.delta === 'string' ? JSON.parse(row.delta) : row.delta }));
}

/** A consumer's sign-up state (pg migration 022 columns). */
export interface SignUpRow {
  origin: string;
  is_confirmed: boolean;
  confirmed_at: Date | null;
  confirmation_sent_at: Date | null;
  last_accepted_terms_date: Date | null;
  password_changed_at: Date | null;
  password_reset_requested_at: Date | null;
}

export async function getSignUp(db: Queryable, accountId: string, documentNo: string): Promise<SignUpRow | null> {
  const [row] = await db.query<SignUpRow>(
    `select origin, is_confirmed, confirmed_at, confirmation_sent_at, last_accepted_terms_date, password_changed_at, password_reset_requested_at
       from consumers where account_id = $1 and document_no = $2`,
    [accountId, documentNo],
  );
  return row ?? null;
}

/** The registration fields an edit sets (already validated). */
export interface ConsumerEdit {
  name: string;
  email: string;
  /** national digits with the country code, as ingestion keeps phones */
  phone: string;
  birth_date: string | null;
  gender: 'F' | 'M' | 'U';
  opt_in: { sms: boolean; email: boolean; whatsapp: boolean; push: boolean } | null;
}

/** A typed phone as the store keeps it: 55 + area code + number. */
export function storedPhone(typed: string): string {
  return `${BRAZIL_COUNTRY_CODE}${nationalPhoneDigits(typed)}`;
}

/** Whether another consumer of the account uses this e-mail (case ignored). */
export async function emailTaken(db: Queryable, accountId: string, email: string, exceptDocument: string | null): Promise<boolean> {
  const [row] = await db.query<{ n: number }>(
    `select 1 as n from consumers where account_id = $1 and email_search = lower($2) and ($3::text is null or document_no <> $3) limit 1`,
    [accountId, email.trim(), exceptDocument],
  );
  return !!row;
}

interface EditableRow {
  name: string;
  email: string | null;
  phone: string | null;
  birth_date: string | null;
  gender: 'F' | 'M' | 'U';
  opt_in: Partial<Record<'sms' | 'email' | 'whatsapp' | 'push', boolean>>;
}

const OPT_IN_CHANNELS = ['sms', 'email', 'whatsapp', 'push'] as const;
const yesNo = (value: boolean | undefined) => (value ? 'Sim' : 'Não');

/** The fields that differ between the stored consumer and the edit, as log deltas. */
export function diffEdit(before: EditableRow, edit: ConsumerEdit): OperationDelta[] {
  const changes: OperationDelta[] = [];
  const plain = (field: 'name' | 'email' | 'phone' | 'birth_date' | 'gender', next: string | null) => {
    const old = before[field] ?? null;
    if ((old ?? '') !== (next ?? '')) changes.push(delta(field, old, next));
  };
  plain('name', edit.name);
  plain('email', edit.email);
  plain('phone', edit.phone);
  plain('birth_date', edit.birth_date);
  plain('gender', edit.gender);
  if (edit.opt_in) {
    for (const channel of OPT_IN_CHANNELS) {
      const old = before.opt_in?.[channel] === true;
      if (old !== edit.opt_in[channel]) changes.push(delta(`opt_in.${channel}`, yesNo(old), yesNo(edit.opt_in[channel])));
    }
  }
  return changes;
}

/**
 * Saves an edit and its log entry in one transaction; the row is locked first, so two edits at the
 * same time log the deltas each really made. Returns the deltas (empty: nothing changed, nothing written).
 */
export async function saveConsumerEdit(db: OperationalStore, accountId: string, documentNo: string, edit: ConsumerEdit, actor: Actor): Promise<OperationDelta[] | null> {
  return db.transaction(async (tx) => {
    const [before] = await tx.query<EditableRow>(
      `select name, email, phone, to_char(birth_date, 'YYYY-MM-DD') as birth_date, gender, opt_in from consumers
        where account_id = $1 and document_no = $2 for update`,
      [accountId, documentNo],
    );
    if (!before) return null;
    const changes = diffEdit(before, edit);
    if (changes.length === 0) return changes;
    const optIn = edit.opt_in ? { ...before.opt_in, ...edit.opt_in } : before.opt_in;
    await tx.query(
      `update consumers set name = $3, email = $4, phone = $5, birth_date = $6::date, gender = $7, opt_in = $8, updated_at = now()
        where account_id = $1 and document_no = $2`,
      [accountId, documentNo, edit.name, edit.email, edit.phone, edit.birth_date, edit.gender, JSON.stringify(optIn ?? {})],
    );
    await logOperation(tx, accountId, documentNo, actor, 'updateUser', changes);
    return changes;
  });
}

/** ISO instant or null, for the log. */
const instant = (value: Date | null) => (value ? new Date(value).toISOString() : null);

/** Marks the sign-up confirmed by hand and logs it; false when it already was. */
export async function confirmManually(db: OperationalStore, accountId: string, documentNo: string, actor: Actor): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [updated] = await tx.query<{ confirmed_at: Date }>(
      `update consumers set is_confirmed = true, confirmed_at = now(), updated_at = now()
        where account_id = $1 and document_no = $2 and not is_confirmed returning confirmed_at`,
      [accountId, documentNo],
    );
    if (!updated) return false;
    await logOperation(tx, accountId, documentNo, actor, 'signUpConfirmationManually', [delta('is_confirmed', 'Não', 'Sim')]);
    return true;
  });
}

/** Stamps a confirmation as sent and logs it with its channel. */
export async function markConfirmationSent(db: OperationalStore, accountId: string, documentNo: string, channel: 'EMAIL' | 'SMS', actor: Actor): Promise<void> {
  await db.transaction(async (tx) => {
    const [before] = await tx.query<{ confirmation_sent_at: Date | null }>(
      'select confirmation_sent_at from consumers where account_id = $1 and document_no = $2 for update',
      [accountId, documentNo],
    );
    const [after] = await tx.query<{ confirmation_sent_at: Date }>(
      'update consumers set confirmation_sent_at = now() where account_id = $1 and document_no = $2 returning confirmation_sent_at',
      [accountId, documentNo],
    );
    const sent = delta('confirmation_sent_at', instant(before?.confirmation_sent_at ?? null), instant(after.confirmation_sent_at));
    sent.description = `Confirmação enviada por ${channel === 'EMAIL' ? 'e-mail' : 'SMS'}`;
    await logOperation(tx, accountId, documentNo, actor, 'resendSignUpConfirmation', [sent]);
  });
}

/** Stores a new password (already hashed) and logs that it changed (never the password itself). */
export async function setPassword(db: OperationalStore, accountId: string, documentNo: string, hash: string, actor: Actor): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query('update consumers set password_hash = $3, password_changed_at = now() where account_id = $1 and document_no = $2', [accountId, documentNo, hash]);
    await logOperation(tx, accountId, documentNo, actor, 'changeUserPassword', [delta('password', '••••••', 'nova senha definida')]);
  });
}

/** Lifetime of a consumer's password-reset link. */
export const RESET_LINK_HOURS = 24;

/**
 * Records a reset request and logs it; returns the link's token (only its hash is stored, so a
 * leaked database gives no working link).
 */
export async function startPasswordReset(db: OperationalStore, accountId: string, documentNo: string, actor: Actor): Promise<string> {
  const token = crypto.randomBytes(24).toString('base64url');
  const hash = crypto.createHash('sha256').update(token).digest('hex');
  await db.transaction(async (tx) => {
    const [before] = await tx.query<{ at: Date | null }>(
      'select password_reset_requested_at as at from consumers where account_id = $1 and document_no = $2 for update',
      [accountId, documentNo],
    );
    const [after] = await tx.query<{ at: Date }>(
      `update consumers set password_reset_requested_at = now(), password_reset_token_hash = $3
        where account_id = $1 and document_no = $2 returning password_reset_requested_at as at`,
      [accountId, documentNo, hash],
    );
    await logOperation(tx, accountId, documentNo, actor, 'requestPasswordReset', [delta('password_reset_requested_at', instant(before?.at ?? null), instant(after.at))]);
  });
  return token;
}

/** Writes an SMS into the outbox (the SMS adapter's default: recorded, not sent). */
export async function queueSms(db: Queryable, accountId: string, phone: string, text: string): Promise<void> {
  await db.query(`insert into outbox_messages (account_id, channel, recipients, subject, body) values ($1, 'sms', $2, '', $3)`, [accountId, [phone], text]);
}
