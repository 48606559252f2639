import type { Queryable } from '../../stores';
import { campaignResultsOf, dataDay, type CampaignResults, type ResultsFilter, type Stores } from '../campaign-results';

/** The channels of the delivery ledger, in the order they are listed. */
export const OVERVIEW_CHANNELS = ['sms', 'email', 'push', 'whatsapp'] as const;
export type OverviewChannel = (typeof OVERVIEW_CHANNELS)[number];

/** How metricsKpi groups the campaigns (spec §7 `groupBy`). */
export type OverviewGroupBy = 'DAY' | 'WEEK' | 'MONTH' | 'CHANNEL' | 'CAMPAIGN';

/** What the overview measures: the period (data days) its campaigns' first send falls in, and the filters. */
export interface OverviewFilter {
  initialDate: string;
  finalDate: string;
  /** stores by id_erp, empty = all: which tickets count (the results page's `units`) */
  units: readonly string[];
  /** campaign ids, empty = every campaign of the account */
  campaignIds: readonly string[];
  /** channels, empty = all: a campaign counts when it sent on one of them */
  channels: readonly OverviewChannel[];
  /** products (SKUs), empty = the whole basket: revenue is the attributed tickets' lines of these (ResultsFilter.skus) */
  skus?: readonly string[];
}

/** Campaigns measured at once (the machine has few cores; a campaign's measurement is a few queries). */
const CONCURRENCY = 2;

/** One campaign's figures, exactly its results page's (omniCampaignMetrics with the same stores). */
export interface CampaignFigures {
  id: string;
  title: string;
  status: string;
  firstSend: Date;
  windowEnd: string;
  /** the measurement window is still open (its last day is today or later): figures still move */
  running: boolean;
  metrics: CampaignResults['metrics'];
}

/** Sums of a group of campaigns (or of one channel of them). */
export interface OverviewFigures {
  campaigns: number;
  count: number;
  price: number;
  recipients: number;
  clients: number | null;
  tickets: number | null;
  revenue: number;
  roi: number | null;
  holdout_campaigns: number;
  incremental_revenue: number | null;
  incremental_revenue_low: number | null;
  incremental_revenue_high: number | null;
  running: number;
}

export interface OverviewRow {
  key: string;
  label: string;
  channels: OverviewChannel[];
  status: string | null;
  first_send: Date | null;
  window_end: string | null;
  running: boolean;
  figures: OverviewFigures;
}

const toCents = (reais: number) => Math.round(reais * 100);

/**
 * Sums per-campaign figures. Money is added in integer cents. The incremental revenue adds the
 * campaigns that kept a control group; its 95 % interval combines theirs as independent estimates
 * (each interval is symmetric, Δ ± 1.96·SE: the half-widths add in quadrature).
 */
export function sumCampaigns(campaigns: readonly CampaignFigures[]): OverviewFigures {
  let count = 0;
  let priceCents = 0;
  let recipients = 0;
  let clients = 0;
  let tickets = 0;
  let revenueCents = 0;
  let incrementalCents = 0;
  let halfSquares = 0;
  let holdouts = 0;
  let running = 0;
  for (const campaign of campaigns) {
    const m = campaign.metrics;
    count += m.count;
    priceCents += m.channels.reduce((total, channel) => total + toCents(channel.price), 0);
    recipients += m.recipients;
    clients += m.clients;
    tickets += m.tickets;
    revenueCents += toCents(m.revenue);
    if (campaign.running) running += 1;
    if (m.holdout) {
      holdouts += 1;
      incrementalCents += m.holdout.incremental_revenue * 100;
      const half = ((m.holdout.incremental_revenue_high - m.holdout.incremental_revenue_low) / 2) * 100;
      halfSquares += half * half;
    }
  }
  const half = Math.sqrt(halfSquares);
  return {
    campaigns: campaigns.length,
    count,
    price: priceCents / 100,
    recipients,
    clients,
    tickets,
    revenue: revenueCents / 100,
    roi: priceCents > 0 ? revenueCents / priceCents : null,
    holdout_campaigns: holdouts,
    incremental_revenue: holdouts ? Math.round(incrementalCents) / 100 : null,
    incremental_revenue_low: holdouts ? Math.round(incrementalCents - half) / 100 : null,
    incremental_revenue_high: holdouts ? Math.round(incrementalCents + half) / 100 : null,
    running,
  };
}

/**
 * One channel's share of the campaigns: messages, cost, recipients and revenue of that channel in each
 * campaign's results (a consumer reached on two channels counts in both, as on the results page);
 * clients, tickets and the incremental revenue are per campaign, not per channel (null).
 */
export function sumChannel(campaigns: readonly CampaignFigures[], channel: OverviewChannel): OverviewFigures {
  let count = 0;
  let priceCents = 0;
  let recipients = 0;
  let revenueCents = 0;
  let used = 0;
  let running = 0;
  for (const campaign of campaigns) {
    const figures = campaign.metrics.channels.find((row) => row.channel === channel);
    if (!figures) continue;
    used += 1;
    if (campaign.running) running += 1;
    count += figures.count;
    priceCents += toCents(figures.price);
    recipients += figures.recipients;
    revenueCents += toCents(figures.revenue);
  }
  return {
    campaigns: used,
    count,
    price: priceCents / 100,
    recipients,
    clients: null,
    tickets: null,
    revenue: revenueCents / 100,
    roi: priceCents > 0 ? revenueCents / priceCents : null,
    holdout_campaigns: 0,
    incremental_revenue: null,
    incremental_revenue_low: null,
    incremental_revenue_high: null,
    running,
  };
}

/** Monday (YYYY-MM-DD) of a day's week. */
function mondayOf(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - ((date.getUTCDay() + 6) % 7));
  return date.toISOString().slice(0, 10);
}

const channelsOf = (campaign: CampaignFigures) => campaign.metrics.channels.map((row) => row.channel as OverviewChannel);

/** The rows of metricsKpi: per campaign, per channel, or per day / week / month of the campaigns' first send. */
export function groupCampaigns(campaigns: readonly CampaignFigures[], groupBy: OverviewGroupBy, channels: readonly OverviewChannel[]): OverviewRow[] {
  if (groupBy === 'CAMPAIGN') {
    return campaigns.map((campaign) => ({
      key: campaign.id,
      label: campaign.title,
      channels: channelsOf(campaign),
      status: campaign.status,
      first_send: campaign.firstSend,
      window_end: campaign.windowEnd,
      running: campaign.running,
      figures: sumCampaigns([campaign]),
    }));
  }
  if (groupBy === 'CHANNEL') {
    const shown = channels.length ? channels : OVERVIEW_CHANNELS;
    return shown
      .map((channel) => ({ channel, figures: sumChannel(campaigns, channel) }))
      .filter((row) => row.figures.campaigns > 0)
      .map(({ channel, figures }) => ({ key: channel, label: channel, channels: [channel], status: null, first_send: null, window_end: null, running: figures.running > 0, figures }));
  }
  const keyOf = (campaign: CampaignFigures) => {
    const day = dataDay(campaign.firstSend);
    return groupBy === 'DAY' ? day : groupBy === 'WEEK' ? mondayOf(day) : day.slice(0, 7);
  };
  const groups = new Map<string, CampaignFigures[]>();
  for (const campaign of campaigns) {
    const key = keyOf(campaign);
    groups.set(key, [...(groups.get(key) ?? []), campaign]);
  }
  return [...groups]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([key, members]) => {
      const figures = sumCampaigns(members);
      return { key, label: key, channels: [...new Set(members.flatMap(channelsOf))], status: null, first_send: null, window_end: null, running: figures.running > 0, figures };
    });
}

/**
 * The account's campaigns whose first send falls in the period, each measured by the campaign
 * results service (the same measurement and 48 h cache as its results page). Candidates are the
 * campaigns that are not drafts and whose dates overlap the period (a campaign sends between its
 * initial and final dates); the first send decides. A campaign that sent nothing is not listed.
 */
export async function measureOverview(stores: Stores & { db: Queryable }, accountId: string, filter: OverviewFilter, today = dataDay(new Date())): Promise<CampaignFigures[]> {
  const candidates = await stores.db.query<{ id: string; title: string; status: string }>(
    `select id, title, status from omni_campaigns
      where account_id = $1 and status <> 'DRAFT'
        and (initial_date is null or initial_date <= $3::date)
        and (final_date is null or final_date >= $2::date - 1)
        and (cardinality($4::uuid[]) = 0 or id = any($4::uuid[]))
      order by initial_date nulls last, title, id`,
    [accountId, filter.initialDate, filter.finalDate, filter.campaignIds],
  );
  const results: ResultsFilter = { units: filter.units, includeEcommerce: true, onlyEcommerce: false, skus: filter.skus ?? [] };
  const service = campaignResultsOf(stores);
  const measured: (CampaignFigures | null)[] = new Array(candidates.length).fill(null);
  let next = 0;
  const worker = async () => {
    while (next < candidates.length) {
      const index = next++;
      const campaign = candidates[index];
      const answer = await service.results(accountId, campaign.id, results);
      const start = answer?.metrics.window.start;
      if (!answer || !start) continue;
      const first = dataDay(start);
      if (first < filter.initialDate || first > filter.finalDate) continue;
      const channels = answer.metrics.channels.map((row) => row.channel);
      if (filter.channels.length && !channels.some((channel) => filter.channels.includes(channel as OverviewChannel))) continue;
      const windowEnd = answer.metrics.window.end ?? first;
      measured[index] = { id: campaign.id, title: campaign.title, status: campaign.status, firstSend: start, windowEnd, running: windowEnd >= today, metrics: answer.metrics };
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, candidates.length) }, worker));
  return measured
    .filter((row): row is CampaignFigures => row !== null)
    .sort((a, b) => a.firstSend.getTime() - b.firstSend.getTime() || a.title.localeCompare(b.title));
}
