import crypto from 'node:crypto';
import { mirrorConsumers, mirrorProducts } from '../ingestion';
import { CUSTOMER_AGGREGATES, buildCustomerAggregates } from '../customer-analytics';
import { BEST_CUSTOMER_AGGREGATES, buildBestCustomerAggregates } from '../customers';
import { SEGMENT_AGGREGATES, buildSegmentAggregates } from '../segmentation';
import { PRODUCT_AGGREGATES, buildProductAggregates } from '../product-analytics';
import type { AnalyticsStore, OperationalStore } from '../../stores';

/** The stamp of the figures an account's pages read (spec §7: the client cache keys on it). */
export interface ProcessingStamp {
  processing_uuid: string;
  last_updated: Date;
  finished_at: Date;
}

export interface ProcessingOptions {
  /** pause after the last accepted batch before processing starts (batches usually come in bursts) */
  debounceMs: number;
  log?: (message: string) => void;
  /** whether the account is loading a batch right now: processing then waits for the burst to end */
  isBusy?: (accountId: string) => boolean;
  /** work that follows the account's new figures (RFV analyses); its failure is logged, the run stands */
  onProcessed?: (accountId: string) => Promise<void>;
}

/** Aggregate tables rebuilt by every run, tagged with the run's processing_uuid. */
const AGGREGATES = ['agg_sales_daily', 'agg_consumer_days', 'agg_consumers', 'agg_operator_daily', ...CUSTOMER_AGGREGATES, ...BEST_CUSTOMER_AGGREGATES, ...SEGMENT_AGGREGATES, ...PRODUCT_AGGREGATES] as const;

/**
 * Per-account processing: turns the account's tickets into the aggregates the pages read. Each run
 * writes its rows under a new processing_uuid and only then becomes the account's current stamp, so
 * pages never read a half-built run; the previous run's rows are dropped afterwards.
 */
export class ProcessingService {
  private readonly timers = new Map<string, NodeJS.Timeout>();
  private readonly running = new Map<string, Promise<ProcessingStamp>>();
  private readonly stamps = new Map<string, ProcessingStamp | null>();
  private closed = false;

  constructor(
    private readonly db: OperationalStore,
    private readonly ch: AnalyticsStore,
    private readonly options: ProcessingOptions,
  ) {}

  /** Schedules a run after the debounce; a new batch within it pushes the run back. */
  schedule(accountId: string): void {
    if (this.closed) return;
    clearTimeout(this.timers.get(accountId));
    const timer = setTimeout(() => {
      this.timers.delete(accountId);
      // a batch still loading will schedule again when it commits
      if (this.options.isBusy?.(accountId)) return;
      this.run(accountId).catch((error) => this.options.log?.(`processamento falhou (${accountId}): ${(error as Error).message}`));
    }, this.options.debounceMs);
    timer.unref();
    this.timers.set(accountId, timer);
  }

  /** Runs now (or joins the run in progress, then runs again so the newest data is included). */
  run(accountId: string): Promise<ProcessingStamp> {
    clearTimeout(this.timers.get(accountId));
    this.timers.delete(accountId);
    const previous = this.running.get(accountId);
    const next = (previous ? previous.catch(() => undefined) : Promise.resolve()).then(() => this.process(accountId));
    this.running.set(accountId, next);
    void next
      .finally(() => {
        if (this.running.get(accountId) === next) this.running.delete(accountId);
      })
      .catch(() => undefined);
    return next;
  }

  /** The account's current figures, or null before its first run. */
  async current(accountId: string): Promise<ProcessingStamp | null> {
    if (this.stamps.has(accountId)) return this.stamps.get(accountId) ?? null;
    const [row] = await this.db.query<ProcessingStamp>(
      `select processing_uuid, last_updated, finished_at from processing_runs
        where account_id = $1 and status = 'finished' order by finished_at desc limit 1`,
      [accountId],
    );
    this.stamps.set(accountId, row ?? null);
    return row ?? null;
  }

  /** Stops scheduling and waits for runs in progress. */
  async close(): Promise<void> {
    this.closed = true;
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
    await Promise.allSettled([...this.running.values()]);
  }

  private async process(accountId: string): Promise<ProcessingStamp> {
    const processingUuid = crypto.randomUUID();
    const startedAt = Date.now();
    const previous = await this.current(accountId);
    await this.db.query(`insert into processing_runs (processing_uuid, account_id, status) values ($1, $2, 'running')`, [processingUuid, accountId]);
    try {
      // Dimensions first: a mirror interrupted by a crash after its batch committed is caught up here.
      await mirrorConsumers(this.db, this.ch, accountId);
      await mirrorProducts(this.db, this.ch, accountId);
      await this.buildAggregates(accountId, processingUuid);
      const [{ last_updated }] = await this.db.query<{ last_updated: Date | null }>(
        `select max(finished_at) as last_updated from ingestion_batches where account_id = $1 and status = 'committed'`,
        [accountId],
      );
      const [stamp] = await this.db.query<ProcessingStamp>(
        `update processing_runs set status = 'finished', finished_at = now(), last_updated = coalesce($2, now())
          where processing_uuid = $1 returning processing_uuid, last_updated, finished_at`,
        [processingUuid, last_updated],
      );
      this.stamps.set(accountId, stamp);
      await this.dropRunsOtherThan(accountId, processingUuid);
      this.options.log?.(`processamento ${accountId}: ${Date.now() - startedAt} ms`);
      await this.options.onProcessed?.(accountId).catch((error) => this.options.log?.(`após o processamento (${accountId}): ${(error as Error).message}`));
      return stamp;
    } catch (error) {
      await this.db.query(`update processing_runs set status = 'failed', finished_at = now(), error = $2 where processing_uuid = $1`, [
        processingUuid,
        String((error as Error).message).slice(0, 2000),
      ]);
      await this.dropRun(accountId, processingUuid).catch(() => undefined);
      this.stamps.set(accountId, previous);
      throw error;
    }
  }

  private async buildAggregates(accountId: string, run: string) {
    const params = { account: accountId, run };
    // Loyalty ticket (metrics contract): its document is a consumer of the account registered on or
    // before the ticket's day. Consumers come from the mirror (FINAL: the newest version of each).
    const enriched = `
      SELECT t.local_date AS local_date, t.unit_id_erp AS unit_id_erp, t.document_no AS document_no, t.total AS total,
             t.discount AS discount, t.items AS items, t.operator_id AS operator_id, t.operator_name AS operator_name,
             c.document_no != '' AND c.created_date <= t.local_date AS loyalty,
             if(c.document_no != '', c.person_type, multiIf(length(t.document_no) = 11, 'F', length(t.document_no) = 14, 'J', '')) AS person_type,
             c.unit_id_erp AS registration_unit
        FROM tickets AS t
        LEFT JOIN (SELECT document_no, created_date, person_type, unit_id_erp FROM dim_consumers FINAL WHERE account_id = {account:UUID}) AS c
          ON t.document_no = c.document_no
       WHERE t.account_id = {account:UUID}`;
    await this.ch.command(
      `INSERT INTO agg_sales_daily
       SELECT {account:UUID}, {run:UUID}, local_date, unit_id_erp, loyalty, person_type, count(), sum(total), sum(discount), sum(items)
         FROM (${enriched}) GROUP BY local_date, unit_id_erp, loyalty, person_type`,
      params,
    );
    await this.ch.command(
      `INSERT INTO agg_consumer_days
       SELECT {account:UUID}, {run:UUID}, local_date, unit_id_erp, document_no, any(person_type), any(registration_unit), count(), sum(total)
         FROM (${enriched}) WHERE loyalty GROUP BY local_date, unit_id_erp, document_no`,
      params,
    );
    await this.ch.command(
      `INSERT INTO agg_consumers
       SELECT {account:UUID}, {run:UUID}, c.document_no, c.created_date, c.unit_id_erp, c.person_type,
              if(p.document_no = '', NULL, p.first_date), if(p.document_no = '', NULL, p.last_date), p.days,
              c.city_name, c.neighborhood, c.latitude, c.longitude
         FROM (SELECT document_no, created_date, unit_id_erp, person_type, city_name, neighborhood, latitude, longitude
                 FROM dim_consumers FINAL WHERE account_id = {account:UUID}) AS c
         LEFT JOIN (SELECT document_no, min(local_date) AS first_date, max(local_date) AS last_date, arraySort(groupUniqArray(local_date)) AS days
                      FROM agg_consumer_days
                     WHERE account_id = {account:UUID} AND processing_uuid = {run:UUID} GROUP BY document_no) AS p
           ON c.document_no = p.document_no`,
      params,
    );
    await this.ch.command(
      `INSERT INTO agg_operator_daily
       SELECT {account:UUID}, {run:UUID}, local_date, unit_id_erp, operator_id, any(operator_name), document_no != '', count(), sum(total)
         FROM tickets WHERE account_id = {account:UUID} AND operator_id != ''
        GROUP BY local_date, unit_id_erp, operator_id, document_no != ''`,
      params,
    );
    await buildCustomerAggregates(this.ch, accountId, run);
    await buildBestCustomerAggregates(this.ch, accountId, run);
    await buildSegmentAggregates(this.db, this.ch, accountId, run);
    await buildProductAggregates(this.ch, accountId, run);
  }

  private async dropRun(accountId: string, run: string) {
    for (const table of AGGREGATES) {
      await this.ch.command(`DELETE FROM ${table} WHERE account_id = {account:UUID} AND processing_uuid = {run:UUID}`, { account: accountId, run });
    }
  }

  private async dropRunsOtherThan(accountId: string, run: string) {
    for (const table of AGGREGATES) {
      await this.ch.command(`DELETE FROM ${table} WHERE account_id = {account:UUID} AND processing_uuid != {run:UUID}`, { account: accountId, run });
    }
  }
}
