import type { AnalyticsStore } from '../../stores';

/**
 * The figures of contracts/metrics.md, computed from the aggregates of the account's current
 * processing run. Sums are exact (Decimal) in the store; ratios are taken here in full precision.
 */

export type LoyaltyFilter = 'ALL' | 'LOYALTY' | 'NON_LOYALTY';
export type PersonTypeFilter = 'F' | 'J' | null;

/** What a figure covers: whole days [start, end] in America/Bahia, and the page's filters. */
export interface MetricsScope {
  accountId: string;
  /** the processing run whose aggregates are read */
  run: string;
  /** YYYY-MM-DD, both days included */
  start: string;
  end: string;
  /** stores by id_erp; null = every store */
  units: readonly string[] | null;
  loyalty: LoyaltyFilter;
  personType: PersonTypeFilter;
}

export interface RecencyWindow {
  bought: number | null;
  not_bought: number | null;
}

export interface RecencyCriteria {
  actives: RecencyWindow;
  recent_inactives: RecencyWindow;
  at_risk: RecencyWindow;
  losses: RecencyWindow;
}

/** The dashboard fields of spec §3 Analytics, named as there. */
export interface DashboardMetrics {
  VAL_FATURAMENTO: number;
  NUM_CUPONS: number;
  VAL_TICKET_MEDIO: number;
  NUM_ITENS: number;
  VAL_ITENS_NA_CESTA: number;
  PER_FATURAMENTO_FIDELIDADE: number;
  PER_TICKET_MEDIO_FIDELIDADE: number | null;
  VAL_GASTO_MEDIO_POR_CLIENTE: number;
  VAL_MEDIA_COMPRAS_POR_CLIENTE: number;
  VAL_FATURAMENTO_DTA: number;
  PER_FATURAMENTO_DTA: number | null;
  NUM_CLIENTES_CADASTRADOS: number;
  NUM_CLIENTES_ATIVOS: number;
  NUM_CLIENTES_PERDIDOS: number;
  DAT_INICIO_FIDELIDADE: string | null;
  DAT_DATA_PRIMEIRO_REGISTRO: string | null;
}

export interface ClusterFigure {
  quantity: number;
  percentage: number;
}

export interface ActivityClusters {
  registered: number;
  actives: ClusterFigure;
  recentInactives: ClusterFigure;
  atRisk: ClusterFigure;
  losses: ClusterFigure;
  neverBought: ClusterFigure;
  /**
   * Registered consumers who bought in the scope's period, when the pass over the consumers could
   * count them too (every store selected): dashboardMetrics then needs no statement of its own.
   */
  periodClients?: number;
}

const ratio = (numerator: number, denominator: number) => (denominator === 0 ? 0 : numerator / denominator);

/** The same days one year earlier (29/02 becomes 28/02). */
export function sameDaysLastYear(date: string): string {
  const [year, month, day] = date.split('-').map(Number);
  const last = new Date(Date.UTC(year - 1, month, 0)).getUTCDate();
  return `${year - 1}-${String(month).padStart(2, '0')}-${String(Math.min(day, last)).padStart(2, '0')}`;
}

/** YYYY-MM-DD plus `days` (negative goes back). */
export function addDays(date: string, days: number): string {
  const value = new Date(`${date}T00:00:00Z`);
  value.setUTCDate(value.getUTCDate() + days);
  return value.toISOString().slice(0, 10);
}

/** Query parameters and WHERE fragments shared by every figure. */
export function scopeParams(scope: MetricsScope) {
  return {
    account: scope.accountId,
    run: scope.run,
    start: scope.start,
    end: scope.end,
    all_units: scope.units === null ? 1 : 0,
    units: scope.units ?? [],
    loyalty: scope.loyalty === 'ALL' ? -1 : scope.loyalty === 'LOYALTY' ? 1 : 0,
    person: scope.personType ?? '',
  };
}

/** Rows of the current run of the account. */
export const RUN = `account_id = {account:UUID} AND processing_uuid = {run:UUID}`;
export const UNITS = `({all_units:UInt8} = 1 OR unit_id_erp IN {units:Array(String)})`;
export const PERSON = `({person:String} = '' OR person_type = {person:String})`;
export const LOYALTY = `({loyalty:Int8} = -1 OR loyalty = {loyalty:Int8})`;
export const PERIOD = `local_date BETWEEN toDate({start:String}) AND toDate({end:String})`;

interface SalesTotals {
  revenue: number;
  tickets: number;
  items: number;
  loyalty_revenue: number;
  loyalty_tickets: number;
  other_revenue: number;
  other_tickets: number;
}

/** The sales totals of the period and of the same days one year earlier, in one statement. */
async function salesTotals(ch: AnalyticsStore, scope: MetricsScope): Promise<[SalesTotals, SalesTotals]> {
  const periods = { c: PERIOD, p: 'local_date BETWEEN toDate({prior_start:String}) AND toDate({prior_end:String})' };
  // aliases differ from the column names: ClickHouse resolves a name to an alias first
  const columns = Object.entries(periods).map(
    ([key, period]) =>
      `toFloat64(sumIf(revenue, ${period})) AS ${key}_revenue, sumIf(tickets, ${period}) AS ${key}_tickets, toFloat64(sumIf(items, ${period})) AS ${key}_items,
       toFloat64(sumIf(revenue, loyalty = 1 AND ${period})) AS ${key}_loyalty_revenue, sumIf(tickets, loyalty = 1 AND ${period}) AS ${key}_loyalty_tickets,
       toFloat64(sumIf(revenue, loyalty = 0 AND ${period})) AS ${key}_other_revenue, sumIf(tickets, loyalty = 0 AND ${period}) AS ${key}_other_tickets`,
  );
  const [row] = await ch.query<Record<string, number | string>>(
    `SELECT ${columns.join(', ')}
       FROM agg_sales_daily
      WHERE ${RUN} AND (${periods.c} OR ${periods.p}) AND ${UNITS} AND ${PERSON} AND ${LOYALTY}`,
    { ...scopeParams(scope), prior_start: sameDaysLastYear(scope.start), prior_end: sameDaysLastYear(scope.end) },
  );
  const totals = (key: string) =>
    Object.fromEntries(
      Object.entries(row)
        .filter(([name]) => name.startsWith(`${key}_`))
        .map(([name, value]) => [name.slice(2), Number(value)]),
    ) as unknown as SalesTotals;
  return [totals('c'), totals('p')];
}

/** Distinct consumers with a loyalty ticket in the period (stores and person type applied). */
async function loyalClients(ch: AnalyticsStore, scope: MetricsScope): Promise<number> {
  if (scope.loyalty === 'NON_LOYALTY') return 0;
  // Every store: one row per consumer instead of a distinct count over the period's consumer-days
  // (~90 ms for 12 months on `large`). A period reaching the run's last day needs only the last
  // purchase; another, a purchase day inside it. A store filter needs the stores where they
  // bought, which only the consumer-days hold.
  const everyStore = scope.units === null;
  const [row] =
    everyStore && (await endCoversRun(ch, scope))
      ? await ch.query<{ clients: number }>(
          `SELECT countIf(last_date >= toDate({start:String})) AS clients FROM agg_consumers WHERE ${RUN} AND ${PERSON}`,
          scopeParams(scope),
        )
      : everyStore && (await purchaseDaysReady(ch, scope))
      ? await ch.query<{ clients: number }>(
          `SELECT countIf(arrayExists(day -> day >= toDate({start:String}) AND day <= toDate({end:String}), purchase_days)) AS clients
             FROM agg_consumers WHERE ${RUN} AND last_date IS NOT NULL AND ${PERSON}`,
          scopeParams(scope),
        )
      : await ch.query<{ clients: number }>(
          `SELECT uniqExact(consumer) AS clients FROM agg_consumer_days WHERE ${RUN} AND ${PERIOD} AND ${UNITS} AND ${PERSON}`,
          scopeParams(scope),
        );
  return Number(row.clients);
}

/** Dates fixed by a processing run: its first and last sales day and the first registration. */
interface RunFacts {
  first_record: string | null;
  last_day: string | null;
  loyalty_start: string | null;
  /** 1 when agg_consumers holds every buyer's purchase_days (runs processed after migration 005) */
  days_ready: number;
}

/** A run never changes once written, so its facts are read once per process. */
const runFactsCache = new Map<string, Promise<RunFacts>>();

export function runFacts(ch: AnalyticsStore, scope: Pick<MetricsScope, 'accountId' | 'run'>): Promise<RunFacts> {
  const key = `${scope.accountId}/${scope.run}`;
  let facts = runFactsCache.get(key);
  if (!facts) {
    facts = ch
      .query<RunFacts>(
        `SELECT (SELECT if(count() = 0, NULL, toString(min(local_date))) FROM agg_sales_daily WHERE ${RUN}) AS first_record,
                (SELECT if(count() = 0, NULL, toString(max(local_date))) FROM agg_sales_daily WHERE ${RUN}) AS last_day,
                (SELECT if(count() = 0, NULL, toString(min(created_date))) FROM agg_consumers WHERE ${RUN}) AS loyalty_start,
                (SELECT countIf(last_date IS NOT NULL AND empty(purchase_days)) = 0 FROM agg_consumers WHERE ${RUN}) AS days_ready`,
        { account: scope.accountId, run: scope.run },
      )
      .then(([row]) => row);
    facts.catch(() => runFactsCache.delete(key));
    if (runFactsCache.size > 1000) runFactsCache.clear();
    runFactsCache.set(key, facts);
  }
  return facts;
}

/** Whether the reference date is on or after the run's last sales day (every page's default address). */
async function endCoversRun(ch: AnalyticsStore, scope: MetricsScope): Promise<boolean> {
  const { last_day: lastDay } = await runFacts(ch, scope);
  return lastDay !== null && scope.end >= lastDay;
}

/** Whether the run's consumers carry their purchase days (agg_consumers.purchase_days). */
export async function purchaseDaysReady(ch: AnalyticsStore, scope: MetricsScope): Promise<boolean> {
  return Number((await runFacts(ch, scope)).days_ready) === 1;
}

/**
 * An expression over an agg_consumers row for the consumer's last loyalty purchase up to the
 * reference date {end:String} (null or 1970-01-01 when none), or null when the run cannot tell it
 * from the row (written before migration 005 and the reference date is before its last day).
 * On or after the run's last sales day (every page's default address) it is last_date; before,
 * the last of the purchase days up to it.
 */
async function lastPurchaseColumn(ch: AnalyticsStore, scope: MetricsScope): Promise<string | null> {
  if (await endCoversRun(ch, scope)) return 'last_date';
  if (await purchaseDaysReady(ch, scope)) return 'arrayMax(arrayFilter(day -> day <= toDate({end:String}), purchase_days))';
  return null;
}

/**
 * A FROM source with one row per registered consumer who bought (loyalty) up to the reference date
 * {end:String}: registration_unit, person_type and last_day, their last purchase day up to it — from
 * the consumer's row when it can tell (lastPurchaseColumn: ~15–40 ms against ~700 ms on `large`,
 * bench:pages), otherwise the latest day of agg_consumer_days up to the reference date, from
 * {from:String} on (one hash table of consumers, whatever the windows).
 */
export async function lastPurchases(ch: AnalyticsStore, scope: MetricsScope): Promise<string> {
  const lastDay = await lastPurchaseColumn(ch, scope);
  if (lastDay) {
    return `(SELECT registration_unit, person_type, ${lastDay} AS last_day FROM agg_consumers WHERE ${RUN} AND last_date IS NOT NULL)`;
  }
  return `(SELECT any(registration_unit) AS registration_unit, any(person_type) AS person_type, max(local_date) AS last_day
             FROM agg_consumer_days
            WHERE ${RUN} AND local_date BETWEEN toDate({from:String}) AND toDate({end:String})
            GROUP BY consumer)`;
}

/**
 * The customer base on the reference date (the period's end). A store filter selects consumers by
 * their registration store; their purchases count in any store, so the five groups add up to the
 * registered total.
 */
export async function activityClusters(ch: AnalyticsStore, scope: MetricsScope, criteria: RecencyCriteria): Promise<ActivityClusters> {
  const windows = [
    ...new Set(
      Object.values(criteria)
        .flatMap((window) => [window.bought, window.not_bought])
        .filter((days): days is number => typeof days === 'number' && days > 0),
    ),
  ].sort((a, b) => a - b);
  const widest = windows.length ? windows[windows.length - 1] : 1;
  const registrationUnits = `({all_units:UInt8} = 1 OR registration_unit IN {units:Array(String)})`;
  const params = { ...scopeParams(scope), from: addDays(scope.end, -(widest - 1)) };
  const windowColumns = windows.length ? windows.map((days) => `countIf(last_day >= toDate({end:String}) - ${days - 1}) AS w${days}`).join(', ') : '0 AS none';
  const baseColumns = `countIf(created_date <= toDate({end:String})) AS registered,
                       countIf(first_date IS NOT NULL AND first_date <= toDate({end:String})) AS ever`;
  type Row = { registered: number; ever: number } & Record<string, number>;
  // One pass over the registered consumers when their last purchase up to the reference date can
  // be read from their row (see lastPurchases); otherwise the base and the windows apart.
  const lastDay = await lastPurchaseColumn(ch, scope);
  const [base, recent] = lastDay
    ? await ch
        .query<Row>(
          `SELECT ${baseColumns}, ${windowColumns}, countIf(last_day >= toDate({start:String})) AS period_clients
             FROM (SELECT created_date, first_date, ${lastDay} AS last_day FROM agg_consumers WHERE ${RUN} AND ${registrationUnits} AND ${PERSON})`,
          params,
        )
        .then(([row]) => [row, row])
    : await Promise.all([
        ch.query<Row>(`SELECT ${baseColumns} FROM agg_consumers WHERE ${RUN} AND ${registrationUnits} AND ${PERSON}`, params).then(([row]) => row),
        lastPurchases(ch, scope)
          .then((source) => ch.query<Row>(`SELECT ${windowColumns} FROM ${source} WHERE ${registrationUnits} AND ${PERSON}`, params))
          .then(([row]) => row),
      ]);
  const registered = Number(base.registered);
  const ever = Number(base.ever);
  // consumers who bought within `days` (null = ever, up to the reference date)
  const within = (days: number | null) => (days === null ? ever : days <= 0 ? 0 : Number(recent[`w${days}`]));
  const group = (window: RecencyWindow): ClusterFigure => {
    const quantity = Math.max(0, within(window.bought) - within(window.not_bought ?? 0));
    return { quantity, percentage: ratio(quantity, registered) * 100 };
  };
  const neverBought = Math.max(0, registered - ever);
  return {
    registered,
    actives: group(criteria.actives),
    recentInactives: group(criteria.recent_inactives),
    atRisk: group(criteria.at_risk),
    losses: group(criteria.losses),
    neverBought: { quantity: neverBought, percentage: ratio(neverBought, registered) * 100 },
    // last_day is the last purchase up to the reference date, so "bought in the period" is
    // last_day ≥ start; with a store filter the stores where they bought matter (loyalClients)
    ...(scope.units === null && base === recent ? { periodClients: Number(base.period_clients) } : {}),
  };
}

/**
 * Every dashboard figure of the metrics contract for one scope. A caller that also shows the
 * activity groups passes their (pending) computation, so the customer base is read once.
 */
export async function dashboardMetrics(
  ch: AnalyticsStore,
  scope: MetricsScope,
  criteria: RecencyCriteria,
  clustersOfScope: Promise<ActivityClusters> = activityClusters(ch, scope, criteria),
): Promise<DashboardMetrics> {
  const [[current, comparison], clusters, dates] = await Promise.all([salesTotals(ch, scope), clustersOfScope, runFacts(ch, scope)]);
  const clients =
    scope.loyalty === 'NON_LOYALTY' ? 0 : clusters.periodClients !== undefined ? clusters.periodClients : await loyalClients(ch, scope);
  const loyaltyAverage = ratio(current.loyalty_revenue, current.loyalty_tickets);
  const otherAverage = ratio(current.other_revenue, current.other_tickets);
  return {
    VAL_FATURAMENTO: current.revenue,
    NUM_CUPONS: current.tickets,
    VAL_TICKET_MEDIO: ratio(current.revenue, current.tickets),
    NUM_ITENS: current.items,
    VAL_ITENS_NA_CESTA: ratio(current.items, current.tickets),
    PER_FATURAMENTO_FIDELIDADE: ratio(current.loyalty_revenue, current.revenue) * 100,
    PER_TICKET_MEDIO_FIDELIDADE: loyaltyAverage > 0 && otherAverage > 0 ? (loyaltyAverage / otherAverage - 1) * 100 : null,
    VAL_GASTO_MEDIO_POR_CLIENTE: ratio(current.loyalty_revenue, clients),
    VAL_MEDIA_COMPRAS_POR_CLIENTE: ratio(current.loyalty_tickets, clients),
    VAL_FATURAMENTO_DTA: comparison.revenue,
    PER_FATURAMENTO_DTA: comparison.revenue === 0 ? null : (current.revenue / comparison.revenue - 1) * 100,
    NUM_CLIENTES_CADASTRADOS: clusters.registered,
    NUM_CLIENTES_ATIVOS: clusters.actives.quantity,
    NUM_CLIENTES_PERDIDOS: clusters.losses.quantity,
    DAT_INICIO_FIDELIDADE: dates.loyalty_start,
    DAT_DATA_PRIMEIRO_REGISTRO: dates.first_record,
  };
}

export type Granularity = 'DIARIO' | 'SEMANAL' | 'MENSAL' | 'ANUAL';

export interface RevenuePoint {
  /** first day of the bucket, YYYY-MM-DD */
  period: string;
  VAL_FATURAMENTO: number;
  NUM_CUPONS: number;
  VAL_TICKET_MEDIO: number;
  VAL_FATURAMENTO_FIDELIDADE: number;
  PER_FATURAMENTO_FIDELIDADE: number;
  NUM_ITENS: number;
}

/** The ClickHouse expression of each bucket's first day, over `local_date`. */
export const BUCKET: Record<Granularity, string> = {
  DIARIO: 'local_date',
  // weeks start on Sunday, as Brazilian retail calendars do
  SEMANAL: 'toStartOfWeek(local_date, 0)',
  MENSAL: 'toStartOfMonth(local_date)',
  ANUAL: 'toStartOfYear(local_date)',
};

/** Revenue, coupons and loyalty share per day, week, month or year of the period. */
export async function revenueSeries(ch: AnalyticsStore, scope: MetricsScope, granularity: Granularity): Promise<RevenuePoint[]> {
  const rows = await ch.query<{ period: string; s_revenue: number; s_tickets: number; s_loyalty_revenue: number; s_items: number }>(
    `SELECT toString(${BUCKET[granularity]}) AS period, toFloat64(sum(revenue)) AS s_revenue, sum(tickets) AS s_tickets,
            toFloat64(sumIf(revenue, loyalty = 1)) AS s_loyalty_revenue, toFloat64(sum(items)) AS s_items
       FROM agg_sales_daily
      WHERE ${RUN} AND ${PERIOD} AND ${UNITS} AND ${PERSON} AND ${LOYALTY}
      GROUP BY period ORDER BY period`,
    scopeParams(scope),
  );
  return rows.map((row) => {
    const revenue = Number(row.s_revenue);
    const tickets = Number(row.s_tickets);
    return {
      period: row.period,
      VAL_FATURAMENTO: revenue,
      NUM_CUPONS: tickets,
      VAL_TICKET_MEDIO: ratio(revenue, tickets),
      VAL_FATURAMENTO_FIDELIDADE: Number(row.s_loyalty_revenue),
      PER_FATURAMENTO_FIDELIDADE: ratio(Number(row.s_loyalty_revenue), revenue) * 100,
      NUM_ITENS: Number(row.s_items),
    };
  });
}
