import type { AnalyticsStore, Queryable } from '../../stores';
import { computePriceRanges } from './compute';
import { findAnalysis, markDone, markFailed, markRunning, pendingAnalyses, productNames, type PriceRangeAnalysisRow } from './store';

/** What computing analyses needs from the server's services. */
export interface RunnerDeps {
  db: Queryable;
  ch: AnalyticsStore;
  /** the account's current processing run, null before its first */
  currentRun: (accountId: string) => Promise<string | null>;
  /** pushes a status change to the account's pages (subscription priceRangesAnalyticsStatus) */
  publish: (analysis: PriceRangeAnalysisRow) => void;
  log?: (message: string) => void;
}

/** pt-BR reason of a FAILED analysis. */
export const FAILED_MESSAGE = 'Não foi possível calcular a análise. Tente novamente mais tarde.';

/**
 * The analyses' job queue, as the jobs runner does it (persisted rows, one at a time, every change
 * published), with the analysis row itself as the job: QUEUED → RUNNING → DONE / FAILED. The queue is
 * per process and per operational store; rows a stopped process left QUEUED or RUNNING are taken up
 * again by `resume` (after each processing run, and whenever the pages read the list), so an analysis
 * survives a restart. Without a processing run yet an analysis stays QUEUED: the first run computes it.
 */
class AnalysisQueue {
  private readonly waiting = new Set<string>();
  private tail: Promise<void> = Promise.resolve();

  constructor(private readonly deps: RunnerDeps) {}

  /** Queues an analysis (once, however often asked); the returned promise ends when it has run. */
  enqueue(id: string, accountId: string): Promise<void> {
    const key = `${accountId}:${id}`;
    if (this.waiting.has(key)) return this.tail;
    this.waiting.add(key);
    this.tail = this.tail
      .then(() => this.run(id, accountId))
      .catch((error: Error) => this.deps.log?.(`faixas de preço ${id}: ${error.message}`))
      .finally(() => this.waiting.delete(key));
    return this.tail;
  }

  /** Queues the account's (or every account's) pending analyses not queued yet. */
  async resume(accountId: string | null): Promise<void> {
    const pending = await pendingAnalyses(this.deps.db, accountId);
    await Promise.all(pending.map((row) => this.enqueue(row.id, row.account_id)));
  }

  private async run(id: string, accountId: string): Promise<void> {
    const { db, ch, publish } = this.deps;
    const run = await this.deps.currentRun(accountId);
    if (!run) return;
    const analysis = await markRunning(db, id);
    if (!analysis) return;
    publish(analysis);
    let finished: PriceRangeAnalysisRow | null;
    try {
      const names = await productNames(db, accountId, analysis.filters.products);
      const result = await computePriceRanges(ch, { accountId, run, filters: analysis.filters }, names);
      finished = await markDone(db, analysis, run, result);
      this.deps.log?.(`faixas de preço ${id}: ${result.elapsedMs} ms`);
    } catch (error) {
      this.deps.log?.(`faixas de preço ${id} falhou: ${(error as Error).message}`);
      finished = await markFailed(db, analysis, FAILED_MESSAGE);
    }
    // edited or deleted while it ran: the row says what it is now (a QUEUED edit runs next)
    if (finished) publish(finished);
    if (finished?.status === 'QUEUED') void this.enqueue(id, accountId);
  }
}

const queues = new WeakMap<Queryable, AnalysisQueue>();

/** The queue of a server (one per operational store: the test servers of a Jest file each have theirs). */
export function analysisQueue(deps: RunnerDeps): AnalysisQueue {
  let queue = queues.get(deps.db);
  if (!queue) {
    queue = new AnalysisQueue(deps);
    queues.set(deps.db, queue);
  }
  return queue;
}

/** Computes one analysis now and returns its row (seed, tests, the bench). */
export async function computeAnalysisNow(deps: RunnerDeps, analysis: Pick<PriceRangeAnalysisRow, 'id' | 'account_id'>): Promise<PriceRangeAnalysisRow | null> {
  await analysisQueue(deps).enqueue(analysis.id, analysis.account_id);
  return findAnalysis(deps.db, analysis.account_id, analysis.id);
}
