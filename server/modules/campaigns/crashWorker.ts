/**
 * A campaign engine in a process of its own, for the SIGKILL proof (sigkill.test.ts, bench:campaign-sigkill):
 * `node --import tsx server/modules/campaigns/crashWorker.ts <database url> <worker id> <delay ms per batch>`.
 * Sends through a slow outbox (each batch waits `delay` ms inside its transaction, as a slow provider
 * would) that also writes every send to `crash_sends` (no unique key: a message sent twice shows up
 * twice). Exits 0 once nothing is queued; the test kills it with SIGKILL before that.
 */
import type { AnalyticsStore } from '../../stores';
import { openPostgres } from '../../stores/operational';
import { CampaignEngine, outboxAdapter, type ChannelAdapter } from './dispatch';

async function main() {
  const [url, workerId, delay] = process.argv.slice(2);
  const db = await openPostgres(url);
  const outbox = outboxAdapter(workerId);
  const slow: ChannelAdapter = {
    name: 'slow-outbox',
    async send(tx, messages, settings) {
      await new Promise((resolve) => setTimeout(resolve, Number(delay)));
      await tx.query(`insert into crash_sends (delivery_id, worker) select unnest($1::bigint[]), $2`, [messages.map((m) => m.id), workerId]);
      return outbox.send(tx, messages, settings);
    },
  };
  const ch = { query: async () => [{ n: 1 }] } as unknown as AnalyticsStore;
  const processing = { current: async () => null } as never;
  const engine = new CampaignEngine({ db, ch, processing }, { workerId, secret: 'crash', publicUrl: 'http://localhost', batchSize: 200, workers: 2, adapters: { sms: slow } });
  engine.start(1000);
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    const [{ queued }] = await db.query<{ queued: number }>(`select count(*)::int as queued from campaign_deliveries where status = 'QUEUED'`);
    if (queued === 0) break;
  }
  await engine.stop();
  await db.close();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
