import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { activityClusters } from '../../modules/sales-analytics';
import { DEFAULT_RECENCY_CRITERIA } from '../../modules/accounts';
import { ProcessingService } from '../../modules/processing';
import { isValidDocument } from '../../../src/shared/lib/document';
import { startTestServer, type TestServer } from '../../testing/harness';
import { DEMO_ACCOUNT_IDS, demoUnits } from '../demo';
import { epochDay } from './calendar';
import { isValidEan13 } from './catalogue';
import { AccountSalesPlan, accountVolume, generateDemoSales, type DemoUnit, type GeneratedAccount } from './generator';

const TODAY = '2026-11-15';
const YESTERDAY = '2026-11-14';
const FIRST_DAY = '2024-11-15';
const BOMPRECO = DEMO_ACCOUNT_IDS.bompreco;

function bompreco(): DemoUnit[] {
  return demoUnits('bompreco').map((unit) => ({
    id_erp: unit.id_erp,
    active: unit.active,
    city: String(unit.address_components.city_name),
    latitude: unit.latitude,
    longitude: unit.longitude,
  }));
}

function fingerprint(records: Iterable<Record<string, unknown>>) {
  const hash = crypto.createHash('sha256');
  const first: string[] = [];
  let count = 0;
  for (const record of records) {
    const line = JSON.stringify(record);
    if (first.length < 5) first.push(line);
    hash.update(line).update('\n');
    count += 1;
  }
  return { count, first, hash: hash.digest('hex') };
}

describe('demo sales generator: the plan alone', () => {
  it('is deterministic: the same size and day give the same lines, another day other lines', () => {
    const options = { ...accountVolume('tiny', 'bompreco'), today: TODAY };
    const a = new AccountSalesPlan('bompreco', bompreco(), options);
    const b = new AccountSalesPlan('bompreco', bompreco(), options);
    const salesA = fingerprint(a.sales());
    const salesB = fingerprint(b.sales());
    expect(salesB).toEqual(salesA);
    expect(fingerprint(b.consumers())).toEqual(fingerprint(a.consumers()));
    expect(salesA.count).toBeGreaterThan(3_000);
    expect(salesA.count).toBeLessThan(5_500);
    const other = fingerprint(new AccountSalesPlan('bompreco', bompreco(), { ...options, today: '2026-11-16' }).sales());
    expect(other.hash).not.toBe(salesA.hash);
  });

  it('covers the two years ending yesterday, with every ticket between 07:00 and 22:00 local and all three time forms', () => {
    const plan = new AccountSalesPlan('bompreco', bompreco(), { ...accountVolume('tiny', 'bompreco'), today: TODAY });
    expect(plan.startDate).toBe(FIRST_DAY);
    expect(plan.endDate).toBe(YESTERDAY);
    const forms = new Set<string>();
    for (const ticket of plan.sales()) {
      const at = String(ticket.created_at);
      const form = at.endsWith('Z') ? 'utc' : /[+-]\d\d:\d\d$/.test(at) ? 'offset' : 'local';
      forms.add(form);
      // back to local wall time (America/Bahia is UTC−3 all year)
      const local = form === 'utc' ? new Date(Date.parse(at) - 3 * 3_600_000).toISOString() : at;
      const hour = Number(local.slice(11, 13));
      expect(hour).toBeGreaterThanOrEqual(7);
      expect(hour).toBeLessThan(22);
      const day = local.slice(0, 10);
      expect(day >= FIRST_DAY && day <= YESTERDAY).toBe(true);
      // Christmas and New Year's day: closed
      expect(day.endsWith('-12-25') || day.endsWith('-01-01')).toBe(false);
    }
    expect([...forms].sort()).toEqual(['local', 'offset', 'utc']);
    for (const product of plan.products()) expect(isValidEan13(String(product.ean))).toBe(true);
  });

  it("draws consumers of age with valid documents, some companies, living in their store's city", () => {
    const plan = new AccountSalesPlan('bompreco', bompreco(), { consumers: 5_000, tickets: 4_000, today: TODAY });
    const cities = new Set(bompreco().map((unit) => unit.city));
    const documents = new Set<string>();
    const problems: string[] = [];
    let companies = 0;
    for (const consumer of plan.consumers()) {
      const document = String(consumer.document_no);
      if (!isValidDocument(document)) problems.push(`documento inválido ${document}`);
      documents.add(document);
      if (consumer.person_type === 'J') {
        companies += 1;
        if (consumer.birth_date !== null) problems.push(`${document}: empresa com nascimento`);
      } else {
        const age = (epochDay(YESTERDAY) - epochDay(String(consumer.birth_date))) / 365.25;
        if (age < 18 || age >= 91) problems.push(`${document}: ${age} anos`);
        if (String(consumer.birth_date) >= String(consumer.created_at).slice(0, 10)) problems.push(`${document}: nasceu depois do cadastro`);
      }
      if (!cities.has(String((consumer.address as Record<string, unknown>).city_name))) problems.push(`${document}: cidade fora das lojas`);
    }
    expect(problems).toEqual([]);
    expect(documents.size).toBe(5_000);
    expect(companies / 5_000).toBeGreaterThan(0.02);
    expect(companies / 5_000).toBeLessThan(0.04);
  });
});

describe('demo sales generator: through ingestion and processing', () => {
  let server: TestServer;
  let results: Record<string, GeneratedAccount>;
  let run: string;

  beforeAll(async () => {
    server = await startTestServer();
    results = await generateDemoSales(server.stores, { size: 'tiny', today: TODAY });
    const processing = new ProcessingService(server.stores.pg, server.stores.ch, { debounceMs: 0 });
    run = (await processing.run(BOMPRECO)).processing_uuid;
    await processing.close();
    // five accounts through ingestion and processing: ~30 s on an idle machine, much more on a busy CI box
  }, 300_000);
  afterAll(() => server?.close());

  it('loads every account, bompreco in full and the others with a share, and no line is refused', async () => {
    expect(Object.keys(results).sort()).toEqual(Object.keys(DEMO_ACCOUNT_IDS).sort());
    expect(results.bompreco.consumers).toBe(300);
    expect(results.bompreco.products).toBeGreaterThanOrEqual(1_500);
    expect(results.bompreco.tickets).toBeGreaterThan(3_000);
    expect(results.bompreco.itemRows / results.bompreco.tickets).toBeGreaterThan(5);
    expect(results.bompreco.itemRows / results.bompreco.tickets).toBeLessThan(7);
    for (const key of ['rede-mais', 'mais-feira', 'atacadao-promo', 'sandbox']) {
      expect(results[key].tickets).toBeGreaterThan(300);
      expect(results[key].tickets).toBeLessThan(results.bompreco.tickets * 0.2);
    }
    const [batches] = await server.stores.pg.query<{ rejected: number; batches: number }>(
      `select coalesce(sum(rejected), 0)::int as rejected, count(*)::int as batches from ingestion_batches where source = 'demo'`,
    );
    expect(batches.batches).toBeGreaterThan(0);
    expect(batches.rejected).toBe(0);
  });

  it('writes days within the two years, loyalty ~60% of the tickets, companies and e-commerce present', async () => {
    const [row] = await server.stores.ch.query<Record<string, number | string>>(
      `SELECT toString(min(local_date)) AS first, toString(max(local_date)) AS last, count() AS tickets,
              countIf(document_no = '') AS anonymous, countIf(length(document_no) = 14) AS companies,
              countIf(channel = 'ecommerce') AS ecommerce, uniqExact(operator_id) AS operators
         FROM tickets WHERE account_id = {account:UUID}`,
      { account: BOMPRECO },
    );
    expect(row.first >= FIRST_DAY).toBe(true);
    expect(row.last).toBe(YESTERDAY);
    expect(Number(row.tickets)).toBe(results.bompreco.tickets);
    const anonymous = Number(row.anonymous) / Number(row.tickets);
    expect(anonymous).toBeGreaterThan(0.25);
    expect(anonymous).toBeLessThan(0.4);
    expect(Number(row.companies)).toBeGreaterThan(0);
    expect(Number(row.ecommerce) / Number(row.tickets)).toBeGreaterThan(0.005);
    expect(Number(row.ecommerce) / Number(row.tickets)).toBeLessThan(0.05);
    // 24 stores × 8–15 operators, plus '' for e-commerce
    expect(Number(row.operators)).toBeGreaterThan(24 * 8);
  });

  it('leaves every activity group non-empty on the last day', async () => {
    const clusters = await activityClusters(
      server.stores.ch,
      { accountId: BOMPRECO, run, start: '2026-11-01', end: YESTERDAY, units: null, loyalty: 'ALL', personType: null },
      DEFAULT_RECENCY_CRITERIA,
    );
    expect(clusters.registered).toBe(300);
    for (const group of [clusters.actives, clusters.recentInactives, clusters.atRisk, clusters.losses, clusters.neverBought]) {
      expect(group.quantity).toBeGreaterThan(0);
    }
  });

  it('shows the calendar: December above November, Saturdays above Tuesdays, Sundays the quietest, São João products in June', async () => {
    const months = await server.stores.ch.query<{ month: string; revenue: number }>(
      `SELECT toString(toStartOfMonth(local_date)) AS month, toFloat64(sum(total)) AS revenue FROM tickets
        WHERE account_id = {account:UUID} GROUP BY month`,
      { account: BOMPRECO },
    );
    const revenue = new Map(months.map((m) => [m.month, Number(m.revenue)]));
    expect(revenue.get('2025-12-01')!).toBeGreaterThan(revenue.get('2025-11-01')! * 1.1);

    const weekdays = await server.stores.ch.query<{ weekday: number; revenue: number }>(
      `SELECT toDayOfWeek(local_date) AS weekday, toFloat64(sum(total)) AS revenue FROM tickets
        WHERE account_id = {account:UUID} GROUP BY weekday`,
      { account: BOMPRECO },
    );
    // per weekday occurrence in the two years (104 or 105 of each)
    const occurrences = new Map<number, number>();
    for (let day = epochDay(FIRST_DAY); day <= epochDay(YESTERDAY); day += 1) {
      const weekday = ((new Date(day * 86_400_000).getUTCDay() + 6) % 7) + 1;
      occurrences.set(weekday, (occurrences.get(weekday) ?? 0) + 1);
    }
    const average = new Map(weekdays.map((w) => [Number(w.weekday), Number(w.revenue) / occurrences.get(Number(w.weekday))!]));
    expect(average.get(6)!).toBeGreaterThan(average.get(2)! * 1.2);
    expect(Math.min(...average.values())).toBe(average.get(7));

    const [festive] = await server.stores.ch.query<{ june: number; march: number }>(
      `SELECT countIf(toMonth(i.local_date) = 6) AS june, countIf(toMonth(i.local_date) = 3) AS march
         FROM ticket_items AS i
        WHERE i.account_id = {account:UUID} AND i.sku IN (
              SELECT sku FROM dim_products FINAL WHERE account_id = {account:UUID} AND (name LIKE 'Licor%' OR name LIKE 'Amendoim%' OR name LIKE '%Milho%' OR name LIKE 'Canjica%'))`,
      { account: BOMPRECO },
    );
    expect(Number(festive.june)).toBeGreaterThan(Number(festive.march) * 1.5);
  });
});
