import PgBoss from 'pg-boss';
import type { OperationalStore, Queryable } from '../../stores';
import type { Channel } from './inputs';

/** The pg-boss queue of campaign sends (its own schema `pgboss`, installed by pg-boss itself). */
export const DISPATCH_QUEUE = 'campaign-dispatch';

/** One job: a range of ledger ids of one campaign × slot × channel (at most the engine's batch size). */
export interface DispatchJob {
  accountId: string;
  campaignId: string;
  slot: string;
  channel: Channel;
  from: number;
  to: number;
}

export interface QueueSettings {
  /** seconds a claimed job may stay active before pg-boss hands it to another worker (a worker killed mid-job) */
  expireInSeconds: number;
  /** how often pg-boss's maintenance (expiry → retry, archive) runs in some process */
  maintenanceIntervalSeconds: number;
}

/** CAMPAIGN_QUEUE_EXPIRE_SECONDS / CAMPAIGN_QUEUE_MAINTENANCE_SECONDS (defaults 120 s / 30 s). */
export function queueSettingsFromEnv(env: NodeJS.ProcessEnv = process.env): QueueSettings {
  const positive = (value: string | undefined, fallback: number) => {
    const n = Number(value);
    return Number.isInteger(n) && n >= 1 ? n : fallback;
  };
  return {
    expireInSeconds: positive(env.CAMPAIGN_QUEUE_EXPIRE_SECONDS, 120),
    maintenanceIntervalSeconds: positive(env.CAMPAIGN_QUEUE_MAINTENANCE_SECONDS, 30),
  };
}

/**
 * pg-boss's `db` option over a Queryable: our store on PostgreSQL (any number of processes) or PGlite
 * (one process), or a transaction (jobs inserted and completed with the ledger's update). pg-boss sends
 * its install/migration/maintenance scripts as one multi-statement text without parameters
 * (`BEGIN; …; COMMIT;`): those go through `exec` (PGlite's extended protocol takes one statement).
 */
export function bossDb(store: Queryable & { exec?: (sql: string) => Promise<void> }) {
  return {
    async executeSql(text: string, values?: unknown[]) {
      if ((!values || values.length === 0) && store.exec && /^\s*BEGIN\s*;/i.test(text)) {
        await store.exec(text);
        return { rows: [] };
      }
      return { rows: await store.query(text, values ?? []) };
    },
  };
}

const booted = new WeakMap<OperationalStore, Promise<PgBoss>>();

/**
 * The process's pg-boss over a store (one per store, shared by every engine on it): installs its schema
 * on first use (server start, tests) and creates the dispatch queue. Retries of a failed job: 10, from
 * 1 s with exponential backoff (pg-boss's retryDelay/retryBackoff).
 */
export function campaignQueue(db: OperationalStore, settings: QueueSettings = queueSettingsFromEnv()): Promise<PgBoss> {
  let boss = booted.get(db);
  if (!boss) {
    boss = (async () => {
      const instance = new PgBoss({
        db: bossDb(db),
        schema: 'pgboss',
        supervise: true,
        schedule: false,
        migrate: true,
        maintenanceIntervalSeconds: settings.maintenanceIntervalSeconds,
        // finished jobs are archived after an hour and dropped after a week (the ledger keeps the outcome)
        archiveCompletedAfterSeconds: 3600,
        deleteAfterDays: 7,
      } as PgBoss.ConstructorOptions);
      instance.on('error', () => undefined);
      await instance.start();
      if (!(await instance.getQueue(DISPATCH_QUEUE))) {
        await instance
          .createQueue(DISPATCH_QUEUE, { name: DISPATCH_QUEUE, policy: 'standard', retryLimit: 10, retryDelay: 1, retryBackoff: true, expireInSeconds: settings.expireInSeconds })
          .catch((error: Error) => {
            // another process created it meanwhile
            if (!/already exists|duplicate/i.test(error.message)) throw error;
          });
      }
      return instance;
    })();
    booted.set(db, boss);
    boss.catch(() => booted.delete(db));
  }
  return boss;
}

/** Stops the store's pg-boss (timers), if one was started; the store itself stays open. */
export async function stopCampaignQueue(db: OperationalStore): Promise<void> {
  const boss = booted.get(db);
  if (!boss) return;
  booted.delete(db);
  await (await boss.catch(() => null))?.stop({ close: false, graceful: false, wait: true });
}

/** Inserts jobs in the caller's transaction (planning, a follow-up): they exist exactly when the ledger rows do. */
export async function enqueue(boss: PgBoss, tx: Queryable, jobs: readonly { data: DispatchJob; startAfter?: Date }[]): Promise<void> {
  if (jobs.length === 0) return;
  await boss.insert(
    jobs.map((job) => ({ name: DISPATCH_QUEUE, data: job.data, ...(job.startAfter ? { startAfter: job.startAfter } : {}) })) as PgBoss.JobInsert[],
    { db: bossDb(tx) } as never,
  );
}
