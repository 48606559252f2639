import crypto from 'node:crypto';
import type { AnalyticsStore, Queryable } from '../../stores';
import { NON_LOYALTY_PREFIX } from '../campaigns';

/** The channels a campaign sends on (the ledger's `channel`). */
export type Channel = 'sms' | 'email' | 'push' | 'whatsapp';

/** The order channels are listed in. */
const CHANNEL_ORDER: readonly Channel[] = ['sms', 'email', 'push', 'whatsapp'];

/** Which tickets count: stores (id_erp, empty = all) and the e-commerce switches. */
export interface ResultsFilter {
  units: readonly string[];
  includeEcommerce: boolean;
  onlyEcommerce: boolean;
  /**
   * Products (SKUs), empty or absent = the whole basket: with products, each attributed ticket counts
   * only its lines of those products (revenue, items) and a ticket without them does not count — the
   * same measurement (window, recipients, loyalty rule, control group) on a narrower basket.
   */
  skus?: readonly string[];
}

/** Days after the last send the window stays open at least (contracts/campaigns.md "Results"). */
export const DAYS_AFTER_LAST_SEND = 7;

/** z of a two-sided 95 % interval (normal approximation). */
const Z95 = 1.959963984540054;

/**
 * A recipient: a message DELIVERED (OPENED/CLICKED follow DELIVERED), or SENT on a channel whose
 * provider gives no delivery receipts — e-mail over SMTP, push, and every message the outbox took
 * (an unconfigured channel: nobody will ever confirm it). SMS and WhatsApp have receipts, so a SENT
 * SMS that never got its DELIVERED (within the carrier's 4 h, see zenvia.ts) is not a recipient.
 */
const RECEIVED = `(d.status in ('DELIVERED', 'OPENED', 'CLICKED', 'READ')
  or (d.status = 'SENT' and (d.channel in ('email', 'push') or d.provider_id like 'outbox:%')))`;

/** Messages that went out (handed to a provider or the outbox), whatever happened after. */
const WENT_OUT = 'd.sent_at is not null';

/** Age ranges of the gender × age table, by the consumer's age on the window's last day. */
const AGE_RANGES: readonly [max: number, label: string][] = [
  [17, '<18'],
  [24, '18-24'],
  [34, '25-34'],
  [44, '35-44'],
  [54, '45-54'],
  [64, '55-64'],
  [Infinity, '65+'],
];

interface LedgerRow {
  document_no: string;
  channel: Channel;
  received: boolean;
  opened: boolean;
  holdout: boolean;
  created_date: string | null;
  gender: string | null;
  birth_date: string | null;
}

interface ConsumerFigures {
  tickets: number;
  cents: number;
  items: number;
  ticketsBefore: number;
  centsBefore: number;
}

interface Person {
  created: string;
  gender: string;
  birth: string | null;
  channels: Set<Channel>;
  opened: Set<Channel>;
  received: boolean;
  holdout: boolean;
}

const cents = (value: number) => Math.round(value) / 100;
const ratio = (a: number, b: number) => (b === 0 ? 0 : a / b);

/** YYYY-MM-DD of an instant in the data time zone (America/Bahia, UTC−3 all year). */
export function dataDay(instant: Date): string {
  return new Date(instant.getTime() - 3 * 3600_000).toISOString().slice(0, 10);
}

function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/** The window of contracts/campaigns.md: first send → final date, or last send + 7 days when later. */
export function measurementWindow(firstSend: Date, lastSend: Date, finalDate: string | null) {
  const afterLast = addDays(dataDay(lastSend), DAYS_AFTER_LAST_SEND);
  const end = finalDate && finalDate > afterLast ? finalDate : afterLast;
  const firstDay = dataDay(firstSend);
  const days = daysBetween(firstDay, end) + 1;
  return { start: firstSend, firstDay, end, days, beforeStart: addDays(firstDay, -days) };
}

/**
 * Mean and variance of per-consumer revenue (cents), zeros for consumers without a ticket: the
 * inputs of the holdout interval.
 */
function moments(values: readonly number[], n: number) {
  if (n === 0) return { mean: 0, variance: 0 };
  const sum = values.reduce((total, value) => total + value, 0);
  const mean = sum / n;
  let squares = (n - values.length) * mean * mean;
  for (const value of values) squares += (value - mean) ** 2;
  return { mean, variance: n > 1 ? squares / (n - 1) : 0 };
}

/**
 * Incremental revenue of the recipients over the control group with its 95 % interval (Welch's
 * normal approximation), in cents. `recipients`/`control` are per-consumer revenues of the consumers
 * who bought; the others count as zeros.
 */
export function incrementalRevenue(recipients: readonly number[], nRecipients: number, control: readonly number[], nControl: number) {
  const r = moments(recipients, nRecipients);
  const c = moments(control, nControl);
  const difference = r.mean - c.mean;
  const error = nRecipients > 0 && nControl > 0 ? Math.sqrt(r.variance / nRecipients + c.variance / nControl) : 0;
  return {
    perRecipient: r.mean,
    perControl: c.mean,
    incremental: difference * nRecipients,
    low: (difference - Z95 * error) * nRecipients,
    high: (difference + Z95 * error) * nRecipients,
  };
}

interface Totals {
  tickets: number;
  cents: number;
  clients: number;
}

function add(into: Map<string, Totals>, rows: readonly { key: string; tickets: number; cents: number; clients: number }[]) {
  for (const row of rows) {
    const total = into.get(row.key) ?? { tickets: 0, cents: 0, clients: 0 };
    total.tickets += Number(row.tickets);
    total.cents += Math.round(Number(row.cents));
    total.clients += Number(row.clients);
    into.set(row.key, total);
  }
}

/** A text as a TabSeparated field (the escapes ClickHouse reads back). */
const tsvField = (text: string) => text.replace(/\\/g, '\\\\').replace(/\t/g, '\\t').replace(/\n/g, '\\n');

/** The measured set of a campaign in the analytics store: its documents, each with its registration day and group. */
export interface MeasuredDocument {
  document_no: string;
  registered: string;
  recipient: boolean;
}

/** Writes of a measured set in flight in this process, so two filters measured at once insert it once. */
const writing = new Map<string, Promise<string>>();

/**
 * Puts the campaign's measured documents in `campaign_measured_documents` (CH 016) and answers the
 * version the queries read. The version is a hash of the rows (sorted by document), so the set is
 * written once per version of the ledger and the consumers' registration days — whatever moved it — and
 * a set already there (another filter, a restarted process) is not written again. One bulk TSV
 * insert; then the other versions of the campaign are deleted. A version found incomplete (an insert
 * cut short) is written again.
 */
export async function storeMeasuredDocuments(ch: AnalyticsStore, account: string, campaign: string, documents: readonly MeasuredDocument[]): Promise<string> {
  const sorted = [...documents].sort((a, b) => (a.document_no < b.document_no ? -1 : a.document_no > b.document_no ? 1 : 0));
  const payload = Buffer.from(sorted.map((doc) => `${tsvField(doc.document_no)}\t${doc.registered}\t${doc.recipient ? 1 : 0}\n`).join(''));
  const version = crypto.createHash('sha1').update(payload).digest('hex');
  const key = `${account}|${campaign}|${version}`;
  let write = writing.get(key);
  if (!write) {
    write = (async () => {
      const params = { account, campaign, version };
      const same = `account_id = {account:UUID} AND campaign_id = {campaign:UUID}`;
      const [stored] = await ch.query<{ n: number }>(`SELECT toUInt64(count()) AS n FROM campaign_measured_documents WHERE ${same} AND version = {version:String}`, params);
      if (Number(stored.n) !== sorted.length) {
        if (Number(stored.n) > 0) await ch.command(`DELETE FROM campaign_measured_documents WHERE ${same} AND version = {version:String}`, params);
        await ch.insertTsv('campaign_measured_documents', ['document_no', 'registered', 'recipient'], payload, { account_id: account, campaign_id: campaign, version });
      }
      const [other] = await ch.query<{ n: number }>(`SELECT toUInt64(count()) AS n FROM campaign_measured_documents WHERE ${same} AND version != {version:String}`, params);
      if (Number(other.n) > 0) await ch.command(`DELETE FROM campaign_measured_documents WHERE ${same} AND version != {version:String}`, params);
      return version;
    })();
    writing.set(key, write);
    void write.then(
      () => writing.delete(key),
      () => writing.delete(key),
    );
  }
  return write;
}

/**
 * The tickets of the measured set, one JOIN with `tickets` per query (one scan each): per consumer
 * (window and comparison period, recipients and control), and the recipients' per day, store and
 * hour. The set holds each document once (see storeMeasuredDocuments), so the join keeps one row per ticket.
 */
async function measureTickets(ch: AnalyticsStore, account: string, campaign: string, version: string, window: ReturnType<typeof measurementWindow>, filter: ResultsFilter, hasRecipients: boolean) {
  const params = {
    account,
    campaign,
    version,
    start: window.start.toISOString().replace('T', ' ').replace('Z', ''),
    end: window.end,
    before: window.beforeStart,
    all_units: filter.units.length === 0 ? 1 : 0,
    units: filter.units,
    ecommerce: filter.onlyEcommerce ? 2 : filter.includeEcommerce ? 1 : 0,
    skus: filter.skus ?? [],
  };
  // the tickets measured: whole, or (products given) narrowed to their lines of those products
  const tickets = filter.skus?.length
    ? `(SELECT t.account_id AS account_id, t.ticket_id AS ticket_id, t.unit_id_erp AS unit_id_erp, t.document_no AS document_no, t.created_at AS created_at,
               t.local_date AS local_date, t.local_hour AS local_hour, t.channel AS channel, p.total AS total, p.items AS items
          FROM tickets AS t
         INNER JOIN (SELECT ticket_id, sum(total) AS total, sum(if(is_weightable = 1, toDecimal64(1, 3), quantity)) AS items FROM ticket_items
                      WHERE account_id = {account:UUID} AND sku IN {skus:Array(String)} GROUP BY ticket_id) AS p ON p.ticket_id = t.ticket_id
         WHERE t.account_id = {account:UUID}) AS t`
    : 'tickets AS t';
  const base = `t.account_id = {account:UUID}
      AND ({all_units:UInt8} = 1 OR t.unit_id_erp IN {units:Array(String)})
      AND ({ecommerce:UInt8} = 1 OR (t.channel = 'ecommerce') = ({ecommerce:UInt8} = 2))`;
  const inWindow = `t.created_at >= toDateTime64({start:String}, 3, 'UTC') AND t.local_date <= toDate({end:String})`;
  const measured = (onlyRecipients: boolean) =>
    `INNER JOIN (SELECT document_no, registered FROM campaign_measured_documents
         WHERE account_id = {account:UUID} AND campaign_id = {campaign:UUID} AND version = {version:String}${onlyRecipients ? ' AND recipient = 1' : ''}) AS m
      ON m.document_no = t.document_no`;
  // a ticket counts only from the consumer's registration day (metrics contract)
  const loyalty = `t.local_date >= m.registered`;
  const perConsumer = await ch.query<{ document_no: string; tickets: number; cents: number; items: number; tickets_before: number; cents_before: number }>(
    `SELECT t.document_no AS document_no, toUInt32(countIf(${inWindow})) AS tickets, toFloat64(sumIf(t.total, ${inWindow}) * 100) AS cents,
            toFloat64(sumIf(t.items, ${inWindow})) AS items, toUInt32(countIf(NOT (${inWindow}))) AS tickets_before,
            toFloat64(sumIf(t.total, NOT (${inWindow})) * 100) AS cents_before
       FROM ${tickets} ${measured(false)}
      WHERE ${base}
        AND t.local_date BETWEEN toDate({before:String}) AND toDate({end:String})
        AND (${inWindow} OR t.created_at < toDateTime64({start:String}, 3, 'UTC'))
        AND ${loyalty}
      GROUP BY t.document_no`,
    params,
  );
  const group = (key: string) =>
    ch.query<{ key: string; tickets: number; cents: number; clients: number }>(
      `SELECT toString(${key}) AS key, toUInt32(count()) AS tickets, toFloat64(sum(t.total) * 100) AS cents, toUInt32(uniqExact(t.document_no)) AS clients
         FROM ${tickets} ${measured(true)}
        WHERE ${base} AND t.local_date >= toDate({before:String}) AND ${inWindow} AND ${loyalty}
        GROUP BY ${key}`,
      params,
    );
  const none: { key: string; tickets: number; cents: number; clients: number }[] = [];
  const days = hasRecipients ? await group('t.local_date') : none;
  const units = hasRecipients ? await group('t.unit_id_erp') : none;
  const hours = hasRecipients ? await group('t.local_hour') : none;
  return {
    perConsumer: perConsumer.map((row) => ({
      document_no: row.document_no,
      figures: {
        tickets: Number(row.tickets),
        cents: Math.round(Number(row.cents)),
        items: Number(row.items),
        ticketsBefore: Number(row.tickets_before),
        centsBefore: Math.round(Number(row.cents_before)),
      },
    })),
    days,
    units,
    hours,
  };
}

export interface Stores {
  db: Queryable;
  ch: AnalyticsStore;
}

/** The campaign fields measuring reads. */
export interface MeasuredCampaign {
  id: string;
  account_id: string;
  final_date: string | null;
}

/**
 * Everything the results page shows, from one pass: the ledger from PostgreSQL (recipients per
 * channel, the control group, the funnel), their loyalty tickets from the analytics store. The
 * measured documents are written once per version to `campaign_measured_documents` (each with its
 * registration day, so only loyalty tickets count — metrics contract) and joined with `tickets`.
 */
export async function measureCampaign({ db, ch }: Stores, campaign: MeasuredCampaign, filter: ResultsFilter, onStep?: (step: 'ledger' | 'store' | 'tickets' | 'compose', ms: number) => void) {
  let stepStart = performance.now();
  const step = (name: 'ledger' | 'store' | 'tickets' | 'compose') => {
    const now = performance.now();
    onStep?.(name, now - stepStart);
    stepStart = now;
  };
  const [span] = await db.query<{ first: Date | null; last: Date | null; count: number; }>(
    `select min(sent_at) as first, max(sent_at) as last, count(sent_at)::int as count from campaign_deliveries d where d.campaign_id = $1 and ${WENT_OUT}`,
    [campaign.id],
  );
  const funnelRows = await db.query<{ channel: Channel; status: string; count: number; credits: number; price_cents: number; sent: number }>(
    `select d.channel, d.status, count(*)::int as count, coalesce(sum(d.credits) filter (where ${WENT_OUT}), 0)::int as credits,
            coalesce(sum(d.price_cents) filter (where ${WENT_OUT}), 0)::bigint::float8 as price_cents, count(*) filter (where ${WENT_OUT})::int as sent
       from campaign_deliveries d where d.campaign_id = $1 group by d.channel, d.status order by d.channel, d.status`,
    [campaign.id],
  );
  const funnel = funnelRows.map(({ channel, status, count }) => ({ channel, status, count }));
  const channelsUsed = CHANNEL_ORDER.filter((channel) => funnelRows.some((row) => row.channel === channel && row.status !== 'HOLDOUT'));

  const ledger = await db.query<LedgerRow>(
    `select d.document_no, d.channel, bool_or(${RECEIVED}) as received, bool_or(d.status in ('OPENED', 'CLICKED', 'READ')) as opened,
            bool_or(d.status = 'HOLDOUT') as holdout, to_char(c.created_date, 'YYYY-MM-DD') as created_date, c.gender, to_char(c.birth_date, 'YYYY-MM-DD') as birth_date
       from campaign_deliveries d left join consumers c on c.account_id = d.account_id and c.document_no = d.document_no
      where d.campaign_id = $1 and (${RECEIVED} or d.status = 'HOLDOUT')
      group by d.document_no, d.channel, c.created_date, c.gender, c.birth_date`,
    [campaign.id],
  );
  const people = new Map<string, Person>();
  for (const row of ledger) {
    // a document without a registration is nobody's loyalty ticket: it cannot be measured
    if (!row.created_date) continue;
    let person = people.get(row.document_no);
    if (!person) {
      person = { created: row.created_date, gender: row.gender ?? 'U', birth: row.birth_date, channels: new Set(), opened: new Set(), received: false, holdout: false };
      people.set(row.document_no, person);
    }
    if (row.received) {
      person.received = true;
      person.channels.add(row.channel);
      if (row.opened) person.opened.add(row.channel);
    }
    if (row.holdout) person.holdout = true;
  }
  // non-loyalty WhatsApp contacts (targeting ALL) are recipients, but without a document nothing of
  // theirs is measured: counted, never in revenue, clients, the average ticket or the control comparison
  const contactRecipients = new Set(ledger.filter((row) => row.received && row.document_no.startsWith(NON_LOYALTY_PREFIX)).map((row) => row.document_no));
  // someone both received (an earlier slot) and held out is measured as a recipient
  for (const person of people.values()) if (person.received) person.holdout = false;
  const recipients = [...people].filter(([, p]) => p.received).map(([doc]) => doc);
  const control = [...people].filter(([, p]) => p.holdout).map(([doc]) => doc);
  step('ledger');

  const window = span.first && span.last ? measurementWindow(span.first, span.last, campaign.final_date) : null;
  const figures = new Map<string, ConsumerFigures>();
  let days: { date: string; revenue: number; tickets: number; clients: number }[] = [];
  let units: { id_erp: string; name: string; revenue: number; tickets: number; clients: number; average_ticket: number }[] = [];
  let hours: { hour: number; tickets: number; revenue: number }[] = [];
  if (window && people.size > 0) {
    const names = new Map(
      (await db.query<{ id_erp: string; name: string }>(`select id_erp, name from units where account_id = $1`, [campaign.account_id])).map((row) => [row.id_erp, row.name]),
    );
    const dayTotals = new Map<string, Totals>();
    const unitTotals = new Map<string, Totals>();
    const hourTotals = new Map<string, Totals>();
    const isRecipient = new Set(recipients);
    const version = await storeMeasuredDocuments(
      ch,
      campaign.account_id,
      campaign.id,
      [...people].map(([document_no, person]) => ({ document_no, registered: person.created, recipient: isRecipient.has(document_no) })),
    );
    step('store');
    const rows = await measureTickets(ch, campaign.account_id, campaign.id, version, window, filter, recipients.length > 0);
    for (const row of rows.perConsumer) figures.set(row.document_no, row.figures);
    add(dayTotals, rows.days);
    add(unitTotals, rows.units);
    add(hourTotals, rows.hours);
    step('tickets');
    days = [...dayTotals]
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([date, row]) => ({ date, revenue: cents(row.cents), tickets: row.tickets, clients: row.clients }));
    units = [...unitTotals]
      .map(([id_erp, row]) => ({ id_erp, name: names.get(id_erp) ?? id_erp, revenue: cents(row.cents), tickets: row.tickets, clients: row.clients, average_ticket: ratio(row.cents, row.tickets) / 100 }))
      .sort((a, b) => b.revenue - a.revenue || a.id_erp.localeCompare(b.id_erp));
    hours = Array.from({ length: 24 }, (_, hour) => ({ hour, tickets: hourTotals.get(String(hour))?.tickets ?? 0, revenue: cents(hourTotals.get(String(hour))?.cents ?? 0) }));
  }

  const zero: ConsumerFigures = { tickets: 0, cents: 0, items: 0, ticketsBefore: 0, centsBefore: 0 };
  const of = (doc: string) => figures.get(doc) ?? zero;
  const sum = (docs: readonly string[], pick: (f: ConsumerFigures) => number) => docs.reduce((total, doc) => total + pick(of(doc)), 0);
  const group = (docs: readonly string[]) => {
    const tickets = sum(docs, (f) => f.tickets);
    const items = sum(docs, (f) => f.items);
    return { consumers: docs.length, clients: docs.filter((doc) => of(doc).tickets > 0).length, tickets, items, average_items: ratio(items, tickets), cents: sum(docs, (f) => f.cents) };
  };
  const received = group(recipients);

  const channels = channelsUsed.map((channel) => {
    const rows = funnelRows.filter((row) => row.channel === channel);
    const docs = recipients.filter((doc) => people.get(doc)!.channels.has(channel));
    const priceCents = rows.reduce((total, row) => total + Number(row.price_cents), 0);
    const revenueCents = sum(docs, (f) => f.cents);
    const tickets = sum(docs, (f) => f.tickets);
    const before = { cents: sum(docs, (f) => f.centsBefore), tickets: sum(docs, (f) => f.ticketsBefore) };
    const opens = channel !== 'sms';
    const openedDocs = docs.filter((doc) => people.get(doc)!.opened.has(channel));
    const openedCents = sum(openedDocs, (f) => f.cents);
    const average = ratio(revenueCents, tickets);
    const averageBefore = ratio(before.cents, before.tickets);
    return {
      channel,
      recipients: docs.length + (channel === 'whatsapp' ? contactRecipients.size : 0),
      count: rows.reduce((total, row) => total + row.sent, 0),
      credits: rows.reduce((total, row) => total + row.credits, 0),
      price: cents(priceCents),
      revenue: cents(revenueCents),
      received_roi: priceCents > 0 ? revenueCents / priceCents : null,
      opened: opens ? openedDocs.length : null,
      opened_revenue: opens ? cents(openedCents) : null,
      opened_roi: opens && priceCents > 0 ? openedCents / priceCents : null,
      average_ticket: average / 100,
      average_ticket_before: averageBefore / 100,
      average_ticket_variation: averageBefore > 0 ? (average / averageBefore - 1) * 100 : null,
    };
  });

  let holdout = null;
  if (control.length > 0) {
    const spent = (docs: readonly string[]) => docs.map((doc) => of(doc).cents).filter((value) => value > 0);
    const result = incrementalRevenue(spent(recipients), recipients.length, spent(control), control.length);
    const controlGroup = group(control);
    holdout = {
      control: control.length,
      control_clients: controlGroup.clients,
      control_tickets: controlGroup.tickets,
      control_revenue: cents(controlGroup.cents),
      revenue_per_control: result.perControl / 100,
      revenue_per_recipient: result.perRecipient / 100,
      incremental_revenue: result.incremental / 100,
      incremental_revenue_low: result.low / 100,
      incremental_revenue_high: result.high / 100,
      significant: result.low > 0 || result.high < 0,
    };
  }

  const reference = window?.end ?? null;
  const genderAge = new Map<string, { gender: string; age_range: string; clients: number; tickets: number; cents: number }>();
  for (const doc of recipients) {
    const figure = of(doc);
    if (figure.tickets === 0) continue;
    const person = people.get(doc)!;
    const age = person.birth && reference ? ageOn(person.birth, reference) : null;
    const range = age === null ? 'ND' : AGE_RANGES.find(([max]) => age <= max)![1];
    const key = `${person.gender}|${range}`;
    const entry = genderAge.get(key) ?? { gender: person.gender, age_range: range, clients: 0, tickets: 0, cents: 0 };
    entry.clients += 1;
    entry.tickets += figure.tickets;
    entry.cents += figure.cents;
    genderAge.set(key, entry);
  }
  const rangeOrder = [...AGE_RANGES.map(([, label]) => label), 'ND'];
  const byGenderAndAge = [...genderAge.values()]
    .sort((a, b) => a.gender.localeCompare(b.gender) || rangeOrder.indexOf(a.age_range) - rangeOrder.indexOf(b.age_range))
    .map((entry) => ({ gender: entry.gender, age_range: entry.age_range, clients: entry.clients, tickets: entry.tickets, revenue: cents(entry.cents), average_ticket: ratio(entry.cents, entry.tickets) / 100 }));

  step('compose');
  const itemsGroup = ({ consumers, clients, tickets, items, average_items }: ReturnType<typeof group>) => ({ consumers, clients, tickets, items, average_items });
  return {
    metrics: {
      window: { start: window?.start ?? null, end: window?.end ?? null, days: window?.days ?? 0 },
      recipients: recipients.length + contactRecipients.size,
      non_loyalty_recipients: contactRecipients.size,
      clients: received.clients,
      tickets: received.tickets,
      revenue: cents(received.cents),
      quantity: received.items,
      average_ticket: ratio(received.cents, received.tickets) / 100,
      count: span.count,
      channels,
      days,
      units,
      funnel,
      holdout,
    },
    hours,
    byGenderAndAge,
    averageItems: { received: itemsGroup(received), not_received: itemsGroup(group(control)) },
  };
}

export type CampaignResults = Awaited<ReturnType<typeof measureCampaign>>;

/** Whole years from `birth` to `day` (both YYYY-MM-DD). */
export function ageOn(birth: string, day: string): number {
  const years = Number(day.slice(0, 4)) - Number(birth.slice(0, 4));
  return day.slice(5) < birth.slice(5) ? years - 1 : years;
}
