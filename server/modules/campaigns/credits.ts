import type { Queryable } from '../../stores';
import { CHANNELS, type Channel } from './inputs';

/** Price of one credit per channel when the account set none (spec §9: SMS R$ 1,00; the others free). */
export const DEFAULT_PRICE_CENTS: Readonly<Record<Channel, number>> = { sms: 100, email: 0, push: 0, whatsapp: 0 };
/** Messages per second a channel's workers send when the account set no rate. */
export const DEFAULT_RATE_PER_SECOND = 50;

export interface ChannelSettings {
  channel: Channel;
  price_cents: number;
  rate_per_second: number;
  provider: Record<string, unknown> | null;
}

/** The account's settings of every channel (defaults where none is stored). */
export async function channelSettings(db: Queryable, accountId: string): Promise<Record<Channel, ChannelSettings>> {
  const rows = await db.query<ChannelSettings>(`select channel, price_cents, rate_per_second, provider from campaign_channel_settings where account_id = $1`, [accountId]);
  const byChannel = new Map(rows.map((row) => [row.channel, row]));
  return Object.fromEntries(
    CHANNELS.map((channel) => [channel, byChannel.get(channel) ?? { channel, price_cents: DEFAULT_PRICE_CENTS[channel], rate_per_second: DEFAULT_RATE_PER_SECOND, provider: null }]),
  ) as Record<Channel, ChannelSettings>;
}

export async function saveChannelSettings(
  db: Queryable,
  accountId: string,
  channel: Channel,
  change: { price_cents?: number | null; rate_per_second?: number | null; provider?: Record<string, unknown> | null },
): Promise<ChannelSettings> {
  const current = (await channelSettings(db, accountId))[channel];
  const next = {
    price_cents: change.price_cents ?? current.price_cents,
    rate_per_second: change.rate_per_second ?? current.rate_per_second,
    provider: change.provider === undefined ? current.provider : change.provider,
  };
  await db.query(
    `insert into campaign_channel_settings (account_id, channel, price_cents, rate_per_second, provider) values ($1, $2, $3, $4, $5)
     on conflict (account_id, channel) do update set price_cents = excluded.price_cents, rate_per_second = excluded.rate_per_second, provider = excluded.provider, updated_at = now()`,
    [accountId, channel, next.price_cents, next.rate_per_second, next.provider ? JSON.stringify(next.provider) : null],
  );
  return { channel, ...next };
}

export interface Balance {
  channel: Channel;
  purchased: number;
  reserved: number;
  spent: number;
  available: number;
}

/** Credits per channel: bought, reserved by scheduled/active campaigns, spent, and available (bought − reserved − spent). */
export async function balances(db: Queryable, accountId: string): Promise<Record<Channel, Balance>> {
  const rows = await db.query<{ channel: Channel; kind: string; credits: number }>(
    `select channel, kind, coalesce(sum(credits), 0)::int as credits from campaign_credit_entries where account_id = $1 group by channel, kind`,
    [accountId],
  );
  const result = Object.fromEntries(CHANNELS.map((channel) => [channel, { channel, purchased: 0, reserved: 0, spent: 0, available: 0 }])) as Record<Channel, Balance>;
  const sums = new Map(rows.map((row) => [`${row.channel}:${row.kind}`, row.credits]));
  for (const channel of CHANNELS) {
    const get = (kind: string) => sums.get(`${channel}:${kind}`) ?? 0;
    const reservations = get('RESERVATION');
    const releases = get('RELEASE');
    const spent = get('SPEND');
    const balance = result[channel];
    balance.purchased = get('PURCHASE');
    balance.spent = spent;
    balance.reserved = reservations - releases - spent;
    balance.available = balance.purchased - reservations + releases;
  }
  return result;
}

/** What a campaign holds now on a channel: reserved − released − spent. */
export async function campaignReserved(db: Queryable, campaignId: string, channel: Channel): Promise<number> {
  const [row] = await db.query<{ held: number }>(
    `select coalesce(sum(case kind when 'RESERVATION' then credits when 'RELEASE' then -credits when 'SPEND' then -credits else 0 end), 0)::int as held
       from campaign_credit_entries where campaign_id = $1 and channel = $2`,
    [campaignId, channel],
  );
  return row?.held ?? 0;
}

export interface CreditEntry {
  accountId: string;
  channel: Channel;
  kind: 'PURCHASE' | 'RESERVATION' | 'SPEND' | 'RELEASE';
  credits: number;
  priceCents: number;
  campaignId?: string | null;
  note?: string;
  userId?: string | null;
}

export async function addEntry(db: Queryable, entry: CreditEntry) {
  if (entry.credits <= 0 && entry.kind !== 'PURCHASE') return null;
  const [row] = await db.query<{ id: string; channel: Channel; kind: string; credits: number; amount_cents: number; campaign_id: string | null; note: string; created_at: Date }>(
    `insert into campaign_credit_entries (account_id, channel, kind, credits, amount_cents, campaign_id, note, created_by) values ($1, $2, $3, $4, $5, $6, $7, $8)
     returning id::text, channel, kind, credits, amount_cents::int, campaign_id, note, created_at`,
    [entry.accountId, entry.channel, entry.kind, entry.credits, entry.credits * entry.priceCents, entry.campaignId ?? null, entry.note ?? '', entry.userId ?? null],
  );
  return row;
}

/** Releases everything a campaign still holds on every channel (cancel, finish, deactivate, end of dispatch). */
export async function releaseAll(db: Queryable, accountId: string, campaignId: string, note: string): Promise<void> {
  const prices = await channelSettings(db, accountId);
  for (const channel of CHANNELS) {
    const held = await campaignReserved(db, campaignId, channel);
    if (held > 0) await addEntry(db, { accountId, channel, kind: 'RELEASE', credits: held, priceCents: prices[channel].price_cents, campaignId, note });
  }
}

/** Serialises balance changes of one account (a lock on the account's row for the transaction). */
export async function lockAccountCredits(tx: Queryable, accountId: string): Promise<void> {
  await tx.query('select id from accounts where id = $1 for update', [accountId]);
}
