import crypto from 'node:crypto';
import { GraphQLError } from 'graphql';
import type { AnalyticsStore, QueryOptions } from '../../stores/analytics';

/** An evaluation replaced by a newer one of the same user before its answer was used. */
export class EvaluationCancelledError extends GraphQLError {
  constructor() {
    super('Avaliação substituída por uma mais recente.', { extensions: { code: 'CANCELLED' } });
  }
}

/** What an evaluation passes to the analytics store so that it can be stopped. */
export type Cancellable = QueryOptions;

/**
 * A request that comes less than this after the previous one of the same lane is part of a burst
 * (the user is typing): it starts only once the lane has been quiet this long, and only if no newer
 * request came meanwhile. An isolated request starts at once.
 */
export const BURST_QUIET_MS = 250;

interface Lane {
  /** when the newest request arrived (ms) */
  lastRequestAt: number;
  /** the number of the newest request; an older one never runs, or its answer is dropped */
  latest: number;
  /** settles when the evaluation that runs now (if any) ends */
  tail: Promise<unknown>;
  /** stops the evaluation that runs now */
  cancel: (() => void) | null;
}

/**
 * At most one evaluation per user (and lane) runs at a time, and a new one cancels the one in flight
 * (the user typed again): on a ClickHouse server the running query is killed by its query id and its
 * HTTP request aborted; the embedded engine cannot stop a running query, so its answer is dropped.
 * The first request of a burst runs at once; the following ones wait until the lane has been quiet
 * for BURST_QUIET_MS and only the newest runs. A burst of edits therefore runs at most two
 * evaluations to completion: its first and its last.
 */
export class EvaluationLanes {
  private readonly lanes = new Map<string, Lane>();
  /** evaluations that ran to completion (their queries finished), answered or dropped */
  completed = 0;

  constructor(
    private readonly ch: Pick<AnalyticsStore, 'kind' | 'command'>,
    private readonly quietMs = BURST_QUIET_MS,
  ) {}

  async run<T>(key: string, work: (options: Cancellable) => Promise<T>): Promise<T> {
    const lane = this.lanes.get(key) ?? { lastRequestAt: -Infinity, latest: 0, tail: Promise.resolve(), cancel: null };
    this.lanes.set(key, lane);
    const ticket = ++lane.latest;
    const inBurst = Date.now() - lane.lastRequestAt < this.quietMs;
    lane.lastRequestAt = Date.now();
    lane.cancel?.();
    const previous = lane.tail;
    const mine = previous.then(async () => {
      // within a burst, wait for the user to stop typing; a newer request makes this one moot
      while (inBurst && lane.latest === ticket && Date.now() - lane.lastRequestAt < this.quietMs) {
        await new Promise((resolve) => setTimeout(resolve, this.quietMs - (Date.now() - lane.lastRequestAt)));
      }
      if (lane.latest !== ticket) throw new EvaluationCancelledError();
      const controller = new AbortController();
      const queryId = `segment-${crypto.randomUUID()}`;
      lane.cancel = () => {
        controller.abort();
        if (this.ch.kind === 'clickhouse') this.ch.command('KILL QUERY WHERE query_id = {id:String} ASYNC', { id: queryId }).catch(() => undefined);
      };
      try {
        const result = await work({ queryId, signal: controller.signal });
        this.completed++;
        if (lane.latest !== ticket) throw new EvaluationCancelledError();
        return result;
      } catch (error) {
        if (controller.signal.aborted || lane.latest !== ticket) throw new EvaluationCancelledError();
        throw error;
      } finally {
        lane.cancel = null;
      }
    });
    lane.tail = mine.catch(() => undefined);
    return mine;
  }
}
