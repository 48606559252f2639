/**
 * `npm run bench:price-ranges`: one price-range analysis of 200 products over two 90-day periods
 * (issue 9 target: ≤ 5 s on `large`), timed with the module's own computation (the three ClickHouse
 * statements the job runs). The rows are the per ticket × product aggregates processing builds
 * (CH 013 agg_product_tickets / agg_product_daily), written straight into a fresh temp data dir with
 * INSERT … SELECT FROM numbers() at the `large` chain's density, as bench/products.ts does: `large`
 * is 10.1M tickets over two years (≈ 14 000 a day) across 24 stores, ~8 product lines a ticket,
 * one in two tickets of a loyalty consumer among 1M.
 *
 *   npm run bench:price-ranges -- [--products 200] [--days 90] [--tickets-per-day 14000] [--skus 50000] [--lines 8] [--runs 5] [--ranges 5]
 *
 * The 200 products are the best sellers (the first SKUs of the skewed popularity): the most rows, the
 * worst case.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { closeStores, openStores } from '../server/stores';
import { computePriceRanges, type PriceRangeFilters } from '../server/modules/price-ranges';

const { values } = parseArgs({
  options: {
    products: { type: 'string', default: '200' },
    days: { type: 'string', default: '90' },
    'tickets-per-day': { type: 'string', default: '14000' },
    skus: { type: 'string', default: '50000' },
    lines: { type: 'string', default: '8' },
    runs: { type: 'string', default: '5' },
    ranges: { type: 'string', default: '5' },
  },
});
const PRODUCTS = Number(values.products);
const DAYS = Number(values.days);
const TICKETS_PER_DAY = Number(values['tickets-per-day']);
const SKUS = Number(values.skus);
const LINES = Number(values.lines);
const RUNS = Number(values.runs);
const ACCOUNT = '10000000-0000-4000-8000-00000000c001';
const RUN = '20000000-0000-4000-8000-00000000c001';
const END = '2026-03-31';
const STORES = 24;

const shiftDay = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-price-ranges-'));
  const stores = await openStores({ dataDir, databaseUrl: null, clickhouseUrl: null });
  const { ch } = stores;
  try {
    const first = shiftDay(END, -(2 * DAYS - 1));
    const params = { account: ACCOUNT, run: RUN, skus: SKUS, days: 2 * DAYS, per_day: TICKETS_PER_DAY, lines: LINES, first, stores: STORES };
    const started = Date.now();
    // one day at a time would be slower: one statement, the day and ticket drawn from the row number;
    // prices vary by SKU (2 to 51 per unit) and by ticket (promotions: ±20 %), so clients spread over the ranges
    await ch.command(
      `INSERT INTO agg_product_tickets
       SELECT {account:UUID}, {run:UUID}, d, toString(1 + t % {stores:UInt32}), toString(100000 + s), concat('Departamento ', toString(s % 20)),
              concat('Categoria ', toString(s % 200)), concat('Subcategoria ', toString(s % 1000)), 7 + (t * 31) % 15, cityHash64(d, t),
              if(t % 2 = 0, cityHash64((t * 7919 + toUInt32(d)) % 1000000), 0), s % 10 = 0,
              toDecimal64(if(s % 10 = 0, 0.2 + (t % 17) / 10, 1 + t % 3), 3), toDecimal64(if(s % 10 = 0, 1, 1 + t % 3), 3),
              toDecimal64(if(s % 10 = 0, 0.2 + (t % 17) / 10, 1 + t % 3) * (2 + s % 50) * (0.8 + (cityHash64(t, s) % 41) / 100), 2)
         FROM (SELECT toDate({first:String}) + intDiv(number, {per_day:UInt64}) AS d, number % {per_day:UInt64} AS t,
                      arrayDistinct(arrayMap(i -> toUInt64(pow((cityHash64(number, i) % 1000000) / 1000000, 2) * {skus:UInt64}), range({lines:UInt32}))) AS picks
                 FROM numbers({days:UInt64} * {per_day:UInt64}))
        ARRAY JOIN picks AS s`,
      params,
    );
    await ch.command(
      `INSERT INTO agg_product_daily
       SELECT {account:UUID}, {run:UUID}, local_date, unit_id_erp, sku, any(department), any(category), any(subcategory), max(is_weightable),
              count(), sum(quantity), sum(items), sumIf(quantity, is_weightable = 1), sum(revenue)
         FROM agg_product_tickets WHERE account_id = {account:UUID} AND processing_uuid = {run:UUID}
        GROUP BY local_date, unit_id_erp, sku`,
      params,
    );
    const skus = Array.from({ length: PRODUCTS }, (_, i) => String(100000 + i));
    const [counts] = await ch.query<Record<string, string>>(
      `SELECT count() AS ticket_rows, countIf(sku IN {skus:Array(String)}) AS chosen_rows, uniqExactIf(consumer, consumer != 0 AND sku IN {skus:Array(String)}) AS chosen_clients
         FROM agg_product_tickets`,
      { skus },
    );
    console.log(`dados sintéticos (${2 * DAYS} dias até ${END}, ${TICKETS_PER_DAY} cupons/dia, ${SKUS} SKUs): ${JSON.stringify(counts)} em ${((Date.now() - started) / 1000).toFixed(1)} s`);

    const filters: PriceRangeFilters = {
      products: skus,
      units: null,
      referenceStart: first,
      referenceEnd: shiftDay(first, DAYS - 1),
      analyzedStart: shiftDay(first, DAYS),
      analyzedEnd: END,
      rangeCount: Number(values.ranges),
    };
    const names = new Map<string, string>();
    const times: number[] = [];
    let summary = '';
    for (let i = 0; i <= RUNS; i++) {
      const t0 = performance.now();
      const result = await computePriceRanges(ch, { accountId: ACCOUNT, run: RUN, filters }, names);
      const seconds = (performance.now() - t0) / 1000;
      if (i === 0) {
        summary = `clientes ref ${result.totals.referenceClients}, analisado ${result.totals.analyzedClients}, upsell ${result.totals.upsell}, downsell ${result.totals.downsell}, novos ${result.totals.new}, perdidos ${result.totals.lost}`;
        console.log(`primeira execução (fria): ${seconds.toFixed(2)} s — ${summary}`);
      } else times.push(seconds);
    }
    times.sort((a, b) => a - b);
    console.log(
      `análise de faixas de preço, ${PRODUCTS} produtos, 2 × ${DAYS} dias: mediana ${times[Math.floor(times.length / 2)].toFixed(2)} s, pior ${times[times.length - 1].toFixed(2)} s (${RUNS} execuções; meta ≤ 5 s)`,
    );
    console.log(`carga da máquina: ${os.loadavg().map((l) => l.toFixed(2)).join(' ')} (${os.cpus().length} núcleos)`);
  } finally {
    await closeStores(stores);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
