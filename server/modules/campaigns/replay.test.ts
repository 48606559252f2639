import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DEMO_ACCOUNT_IDS } from '../../seed/demo';
import { startTestServer, type TestServer } from '../../testing/harness';
import { loadSalesFixture, oneLineSale } from '../../testing/salesFixture';
import { CampaignEngine } from './dispatch';
import { DEMO_CAMPAIGN_IDS, replayDemoCampaigns } from './seed';
import { ANA, DUDA, consumer } from './testPeople';

const ACCOUNT = DEMO_ACCOUNT_IDS.bompreco;
const consumers = [
  consumer(ANA, 'Ana Lima', { phone: '+55 71 99911-0001', opt_in: { sms: true } }),
  consumer(DUDA, 'Duda Prado', { phone: '71999110004', opt_in: { sms: true } }),
];

/**
 * The demo's Black Friday replay runs after a processing run, inside it (the processing run's HTTP
 * caller waits for it). The server's own workers run on the wall clock, long past that campaign's
 * window: when one of them fetches the replayed slot's jobs first, it completes them without a
 * follow-up. The replay must still send everyone, at once, instead of walking its window second by
 * second (CI: the processing run of the e2e global setup outlived its HTTP caller's 300 s).
 */
describe(`the demo campaign replay (${process.env.TEST_DATABASE_URL ? 'PostgreSQL server' : 'PGlite'})`, () => {
  let server: TestServer;
  const deliveries = () =>
    server.stores.pg.query<{ status: string; n: number }>(
      `select status, count(*)::int as n from campaign_deliveries where campaign_id = $1 group by status order by status`,
      [DEMO_CAMPAIGN_IDS.finished],
    );

  beforeAll(async () => {
    server = await startTestServer();
    await loadSalesFixture(server, ACCOUNT, { consumers, sales: [oneLineSale('A1', '1', ANA, '2026-03-20T10:00:00-03:00', 100)] });
  });
  afterAll(() => server.close());

  it('sends everyone of the replayed slot even when a wall-clock worker took its jobs first, and promptly', async () => {
    // the first processing run replayed it already: back to scheduled, nothing planned
    expect(await deliveries()).toEqual([{ status: 'SENT', n: 2 }]);
    await server.stores.pg.query('delete from campaign_deliveries where campaign_id = $1', [DEMO_CAMPAIGN_IDS.finished]);
    await server.stores.pg.query('delete from campaign_slots where campaign_id = $1', [DEMO_CAMPAIGN_IDS.finished]);
    await server.stores.pg.query(`update omni_campaigns set status = 'SCHEDULED' where id = $1`, [DEMO_CAMPAIGN_IDS.finished]);

    const engine = new CampaignEngine(
      { db: server.stores.pg, ch: server.services.ch, processing: server.services.processing },
      { workerId: 'replay', secret: 'test', publicUrl: 'http://localhost' },
    );
    // a worker on the wall clock fetches the slot's jobs before the replay's first second
    let stolen = 0;
    let seconds = 0;
    const racing = Object.create(engine) as CampaignEngine;
    racing.dispatchOnce = async (at?: number) => {
      if (stolen === 0) stolen = 1 + (await engine.dispatchOnce());
      seconds += 1;
      return engine.dispatchOnce(at);
    };

    expect(await replayDemoCampaigns(server.stores.pg, racing, ACCOUNT)).toBe(2);
    expect(stolen).toBe(1); // the wall-clock worker sent nothing (the window closed long ago)
    expect(await deliveries()).toEqual([{ status: 'SENT', n: 2 }]);
    // a few of the replay's seconds, not the 28 800 of its window
    expect(seconds).toBeLessThan(10);
    const [{ status }] = await server.stores.pg.query<{ status: string }>('select status from omni_campaigns where id = $1', [DEMO_CAMPAIGN_IDS.finished]);
    expect(status).toBe('FINISHED');
  });
});
