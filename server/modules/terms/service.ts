import sanitizeHtml from 'sanitize-html';
import type { Queryable } from '../../stores';
import { termsToHtml } from '../../../src/shared/lib/terms-markdown';

/** A terms version row (pg migrations 031 and 035) with how many consumers accepted it. */
export interface TermsRow {
  id: string;
  account_id: string;
  version: number;
  title: string;
  text: string;
  created_at: Date;
  created_by: string | null;
  published_at: Date | null;
  published_by: string | null;
  accepted_count: number;
}

const COLUMNS = `t.id, t.account_id, t.version, t.title, t.text, t.created_at, t.created_by, t.published_at, t.published_by,
  (select count(*)::int from consumers c where c.account_id = t.account_id and c.accepted_terms_version = t.version) as accepted_count`;

/** The terms text as HTML for a page: Markdown through `marked` with our rules, then the sanitiser as a second wall. */
export function termsHtml(text: string): string {
  return sanitizeHtml(termsToHtml(text), {
    allowedTags: ['h2', 'h3', 'h4', 'h5', 'h6', 'p', 'ul', 'ol', 'li', 'strong', 'em', 'del', 'br', 'a', 'blockquote', 'code', 'pre', 'hr', 'table', 'thead', 'tbody', 'tr', 'th', 'td'],
    allowedAttributes: { a: ['href', 'rel', 'target'] },
    allowedSchemes: ['https', 'http', 'mailto'],
  });
}

/** The account's versions, newest first (drafts and published). */
export async function listTermsVersions(db: Queryable, accountId: string): Promise<TermsRow[]> {
  return db.query<TermsRow>(`select ${COLUMNS} from terms_versions t where t.account_id = $1 order by t.version desc`, [accountId]);
}

export async function findTermsVersion(db: Queryable, accountId: string, id: string): Promise<TermsRow | null> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
  const [row] = await db.query<TermsRow>(`select ${COLUMNS} from terms_versions t where t.account_id = $1 and t.id = $2`, [accountId, id]);
  return row ?? null;
}

/**
 * The version new sign-ups accept: the one published last (a later draft published before an earlier
 * one is still the current one), or null when the account has none.
 */
export async function currentTerms(db: Queryable, accountId: string): Promise<{ version: number; title: string; text: string; published_at: Date } | null> {
  const [row] = await db.query<{ version: number; title: string; text: string; published_at: Date }>(
    'select version, title, text, published_at from terms_versions where account_id = $1 and published_at is not null and published_at <= now() order by published_at desc, version desc limit 1',
    [accountId],
  );
  return row ?? null;
}

/** Consumers who accepted some version of the account's terms. */
export async function acceptedTotal(db: Queryable, accountId: string): Promise<number> {
  const [{ n }] = await db.query<{ n: number }>('select count(*)::int as n from consumers where account_id = $1 and accepted_terms_version is not null', [accountId]);
  return n;
}

/** A new draft with the next version number (the account's row lock orders two creations). */
export async function createDraft(db: Queryable, accountId: string, title: string, text: string, author: string): Promise<string> {
  const [row] = await db.query<{ id: string }>(
    `insert into terms_versions (account_id, version, title, text, created_by, published_at)
     values ($1, (select coalesce(max(version), 0) + 1 from terms_versions where account_id = $1), $2, $3, $4, null) returning id`,
    [accountId, title, text, author],
  );
  return row.id;
}

/** Changes a draft; false when it is published (or gone) meanwhile. */
export async function updateDraft(db: Queryable, accountId: string, id: string, title: string, text: string): Promise<boolean> {
  const rows = await db.query('update terms_versions set title = $3, text = $4 where account_id = $1 and id = $2 and published_at is null returning id', [accountId, id, title, text]);
  return rows.length > 0;
}

/** Publishes a draft now; false when it was already published (or gone). */
export async function publishDraft(db: Queryable, accountId: string, id: string, author: string): Promise<boolean> {
  const rows = await db.query('update terms_versions set published_at = now(), published_by = $3 where account_id = $1 and id = $2 and published_at is null returning id', [accountId, id, author]);
  return rows.length > 0;
}

/** Deletes a draft; false when it is published (published versions stay: consumers accepted them). */
export async function deleteDraft(db: Queryable, accountId: string, id: string): Promise<boolean> {
  const rows = await db.query('delete from terms_versions where account_id = $1 and id = $2 and published_at is null returning id', [accountId, id]);
  return rows.length > 0;
}
