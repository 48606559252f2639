import { findCampaign } from '../campaigns';
import { measureCampaign, type CampaignResults, type ResultsFilter, type Stores } from './measure';

/** How long a measured campaign is reused while neither its ledger nor the account's sales changed (spec §7's 48 h). */
export const RESULTS_CACHE_MS = 48 * 3600_000;

/** Campaigns measured at most; the oldest answer leaves first. */
const CACHE_ENTRIES = 200;

interface Cached {
  stamp: string;
  at: number;
  answer: Promise<CampaignResults>;
}

/**
 * Campaign results cached per campaign and filter. The stamp is the ledger's version (row count and
 * last update of the campaign's deliveries: a receipt, an open, a new slot) and the account's sales
 * version (last committed sales batch, and the processing run): when either moves, the next request
 * measures again. Read both from PostgreSQL with indexed aggregates, so a hit costs two small queries.
 */
export class CampaignResultsService {
  private readonly cache = new Map<string, Cached>();

  constructor(private readonly stores: Stores) {}

  /** The campaign's results, or null when the account has no such campaign. */
  async results(accountId: string, campaignId: string, filter: ResultsFilter): Promise<CampaignResults | null> {
    const campaign = await findCampaign(this.stores.db, accountId, campaignId);
    if (!campaign) return null;
    const [ledger] = await this.stores.db.query<{ n: number; updated: Date | null }>(
      `select count(*)::int as n, max(updated_at) as updated from campaign_deliveries where campaign_id = $1`,
      [campaign.id],
    );
    const [sales] = await this.stores.db.query<{ loaded: Date | null }>(
      `select max(coalesce(finished_at, created_at)) as loaded from ingestion_batches where account_id = $1 and kind in ('sales', 'consumers') and status = 'committed'`,
      [accountId],
    );
    const stamp = [ledger.n, ledger.updated?.toISOString(), sales.loaded?.toISOString(), campaign.final_date].join('|');
    const key = `${accountId}|${campaign.id}|${[...filter.units].sort().join(',')}|${filter.includeEcommerce}|${filter.onlyEcommerce}|${[...(filter.skus ?? [])].sort().join(',')}`;
    const hit = this.cache.get(key);
    if (hit && hit.stamp === stamp && Date.now() - hit.at < RESULTS_CACHE_MS) return hit.answer;
    const answer = measureCampaign(this.stores, { id: campaign.id, account_id: accountId, final_date: campaign.final_date }, filter);
    this.cache.delete(key);
    this.cache.set(key, { stamp, at: Date.now(), answer });
    answer.catch(() => this.cache.get(key)?.answer === answer && this.cache.delete(key));
    while (this.cache.size > CACHE_ENTRIES) this.cache.delete(this.cache.keys().next().value!);
    return answer;
  }
}

const services = new WeakMap<Stores, CampaignResultsService>();

/**
 * The process's results service for these stores: the results pages and the campaigns overview share
 * it, so a campaign measured for one is a cache hit for the other.
 */
export function campaignResultsOf(stores: Stores): CampaignResultsService {
  let service = services.get(stores);
  if (!service) services.set(stores, (service = new CampaignResultsService({ db: stores.db, ch: stores.ch })));
  return service;
}
