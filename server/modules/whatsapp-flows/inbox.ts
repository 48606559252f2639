import { formatPhone } from '../../../src/shared/lib/phone';
import { maskPhone } from '../../access/pii';
import type { Queryable } from '../../stores';
import { SERVICE_WINDOW_MS, type ConversationRow } from './runtime';

/** A conversation with what the inbox shows beside it. */
export interface InboxRow extends ConversationRow {
  consumer_name: string | null;
  flow_name: string | null;
  last_text: string | null;
}

export const INBOX_FILTERS = {
  OPEN: `c.status = 'handover'`,
  UNREAD: `c.status = 'handover' and c.unread > 0`,
  CLOSED: `c.status <> 'handover'`,
  ALL: 'true',
} as const;
export type InboxFilter = keyof typeof INBOX_FILTERS;

const INBOX_COLUMNS = `c.*, p.name as consumer_name, f.name as flow_name,
  (select coalesce(s.inbound_text, s.outbound_text) from whatsapp_conversation_steps s where s.conversation_id = c.id and s.author <> 'system' order by s.at desc, s.id desc limit 1) as last_text`;
const INBOX_FROM = `whatsapp_conversations c
  left join consumers p on p.account_id = c.account_id and p.document_no = c.document_no
  left join whatsapp_flows f on f.id = c.flow_id`;

/** The inbox: conversations handed over to a person (tests included: the editor's panel walks to it), most recent first. */
export async function listInbox(db: Queryable, accountId: string, filter: InboxFilter, offset: number, limit: number) {
  const where = `c.account_id = $1 and c.handed_over_at is not null and ${INBOX_FILTERS[filter]}`;
  const [{ total, unread }] = await db.query<{ total: number; unread: number }>(
    `select count(*)::int as total, (select count(*)::int from whatsapp_conversations c where c.account_id = $1 and c.status = 'handover' and c.unread > 0) as unread
       from whatsapp_conversations c where ${where}`,
    [accountId],
  );
  const rows = await db.query<InboxRow>(`select ${INBOX_COLUMNS} from ${INBOX_FROM} where ${where} order by c.last_message_at desc, c.id limit ${limit} offset ${offset}`, [accountId]);
  return { rows, totalCount: total, unreadConversations: unread };
}

export async function findInboxConversation(db: Queryable, accountId: string, id: string): Promise<InboxRow | null> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
  const [row] = await db.query<InboxRow>(`select ${INBOX_COLUMNS} from ${INBOX_FROM} where c.account_id = $1 and c.id = $2`, [accountId, id]);
  return row ?? null;
}

/** "Maria S.": the first name and the initial of the last, for viewers without PII access. */
export function maskName(name: string): string {
  const parts = name.trim().split(/\s+/);
  if (parts.length < 2) return `${parts[0]?.slice(0, 1) ?? ''}***`;
  return `${parts[0]} ${parts[parts.length - 1][0]}.`;
}

/** The phone and name as the viewer may see them. */
export function shownContact(sees: boolean, row: Pick<InboxRow, 'phone' | 'consumer_name'>) {
  return {
    phone: sees ? formatPhone(row.phone) || `+${row.phone}` : maskPhone(row.phone),
    consumerName: row.consumer_name === null ? null : sees ? row.consumer_name : maskName(row.consumer_name),
  };
}

/** Until when a store user may answer (null: the window is closed or never opened). */
export function windowClosesAt(row: Pick<ConversationRow, 'last_inbound_at'>, now: Date): Date | null {
  if (!row.last_inbound_at) return null;
  const closes = new Date(new Date(row.last_inbound_at).getTime() + SERVICE_WINDOW_MS);
  return closes > now ? closes : null;
}
