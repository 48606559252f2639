import path from 'node:path';
import type { ServerConfig } from '../config';
import { openChdb, openClickHouse, type AnalyticsStore } from './analytics';
import { migrateAnalytics, migrateOperational } from './migrate';
import { openPGlite, openPostgres, type OperationalStore } from './operational';

export type { AnalyticsStore } from './analytics';
export type { OperationalStore, Queryable } from './operational';

export interface Stores {
  pg: OperationalStore;
  ch: AnalyticsStore;
  /** analytics migrations applied at this opening (aggregates written before them may lack their columns) */
  analyticsMigrated?: string[];
}

/** Opens both stores (embedded unless a server URL is configured) and brings their schemas up to date. */
export async function openStores(config: Pick<ServerConfig, 'dataDir' | 'databaseUrl' | 'clickhouseUrl'>): Promise<Stores> {
  const pg = config.databaseUrl ? await openPostgres(config.databaseUrl) : await openPGlite(path.join(config.dataDir, 'pg'));
  const ch = config.clickhouseUrl ? await openClickHouse(config.clickhouseUrl) : await openChdb(path.join(config.dataDir, 'ch'));
  await migrateOperational(pg);
  const analyticsMigrated = await migrateAnalytics(ch);
  return { pg, ch, analyticsMigrated };
}

export async function closeStores(stores: Stores): Promise<void> {
  await Promise.allSettled([stores.pg.close(), stores.ch.close()]);
}
