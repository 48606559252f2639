import type { Queryable } from '../../stores';

/** One saved draft of a form (owner and account implied by the caller's session). */
export interface FormDraftRow {
  kind: string;
  record_id: string;
  step: number;
  draft_values: unknown;
  updated_at: Date;
}

/** The key of a draft: always the session's account and user, never a client-given one. */
export interface DraftKey {
  accountId: string;
  userId: string;
  kind: string;
  /** '' for a record not created yet */
  recordId: string;
}

/** Saves (or replaces) the draft of the key; returns it. */
export async function saveFormDraft(db: Queryable, key: DraftKey, step: number, values: unknown): Promise<FormDraftRow> {
  const [row] = await db.query<FormDraftRow>(
    `insert into form_drafts (account_id, user_id, kind, record_id, step, draft_values) values ($1, $2, $3, $4, $5, $6::jsonb)
     on conflict (account_id, user_id, kind, record_id) do update set step = excluded.step, draft_values = excluded.draft_values, updated_at = now()
     returning kind, record_id, step, draft_values, updated_at`,
    [key.accountId, key.userId, key.kind, key.recordId, step, JSON.stringify(values)],
  );
  return row;
}

/** The draft of the key, or null. */
export async function getFormDraft(db: Queryable, key: DraftKey): Promise<FormDraftRow | null> {
  const [row] = await db.query<FormDraftRow>(
    `select kind, record_id, step, draft_values, updated_at from form_drafts where account_id = $1 and user_id = $2 and kind = $3 and record_id = $4`,
    [key.accountId, key.userId, key.kind, key.recordId],
  );
  return row ?? null;
}

/** Deletes the draft of the key; whether there was one. */
export async function discardFormDraft(db: Queryable, key: DraftKey): Promise<boolean> {
  const gone = await db.query<{ kind: string }>(
    `delete from form_drafts where account_id = $1 and user_id = $2 and kind = $3 and record_id = $4 returning kind`,
    [key.accountId, key.userId, key.kind, key.recordId],
  );
  return gone.length > 0;
}
