/**
 * `npm run bench:products`: p50/p95 of the product analytics pages' service queries (ranking, detail,
 * tree, comparisons; target p95 ≤ 150 ms) on synthetic per-product aggregates at the `large` chain's
 * density, and of the product search (target p95 ≤ 50 ms) over 50 000 SKUs in PGlite. Rows are
 * written straight into a fresh temp data dir with INSERT … SELECT FROM numbers() (the aggregates
 * processing builds, CH 013), so the figures are the SQL the pages run, not the GraphQL round trip.
 *
 *   npm run bench:products -- [--skus 50000] [--days 90] [--tickets-per-day 14000] [--lines 8] [--runs 30] [--keep]
 *
 * Defaults: `large` is 10.1M tickets over two years (≈ 14 000 a day) across 24 stores, ~8 product
 * lines a ticket; 90 days is the detail page's default window (ranking and tree read the last 30).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { closeStores, openStores } from '../server/stores';
import { buildProductRollups, productRanking, productSales, productTree, productTreeChildren, productTreeRoot, productTreeSearch, comparison, searchProducts, type ProductScope } from '../server/modules/product-analytics';

const { values } = parseArgs({
  options: {
    skus: { type: 'string', default: '50000' },
    days: { type: 'string', default: '90' },
    'tickets-per-day': { type: 'string', default: '14000' },
    lines: { type: 'string', default: '8' },
    runs: { type: 'string', default: '30' },
    keep: { type: 'boolean', default: false },
  },
});
const SKUS = Number(values.skus);
const DAYS = Number(values.days);
const TICKETS_PER_DAY = Number(values['tickets-per-day']);
const LINES = Number(values.lines);
const RUNS = Number(values.runs);
const ACCOUNT = '10000000-0000-4000-8000-00000000b001';
const RUN = '20000000-0000-4000-8000-00000000b001';
const END = '2026-03-31';
const STORES = 24;

const WORDS = ['Arroz', 'Feijão', 'Café', 'Açúcar', 'Leite', 'Óleo', 'Macarrão', 'Biscoito', 'Sabão', 'Detergente', 'Cerveja', 'Refrigerante', 'Queijo', 'Presunto', 'Banana', 'Maçã'];
const BRANDS = ['Camil', 'Tio João', 'Pilão', 'União', 'Italac', 'Soya', 'Adria', 'Vitarella', 'Omo', 'Ypê', 'Skol', 'Coca-Cola', 'Tirolez', 'Sadia', 'Prata', 'Gala'];

function shiftDay(day: string, days: number) {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

async function timed(name: string, run: () => Promise<unknown>) {
  await run(); // warm-up
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    await run();
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.ceil(q * times.length) - 1)];
  console.log(`${name.padEnd(46)} p50 ${at(0.5).toFixed(0).padStart(5)} ms   p95 ${at(0.95).toFixed(0).padStart(5)} ms`);
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-products-'));
  const stores = await openStores({ dataDir, databaseUrl: null, clickhouseUrl: null });
  const { ch, pg } = stores;
  const first = shiftDay(END, -(DAYS - 1));
  const params = { account: ACCOUNT, run: RUN, skus: SKUS, days: DAYS, per_day: TICKETS_PER_DAY, lines: LINES, first, stores: STORES };
  const started = Date.now();
  // Catalogue: 20 departments × 10 categories × 5 subcategories; weighable 1 in 10. Mirrored into CH.
  await ch.command(
    `INSERT INTO dim_products
     SELECT {account:UUID}, toString(100000 + number), concat('Produto ', toString(number)), concat('Departamento ', toString(number % 20)),
            concat('Categoria ', toString(number % 200)), concat('Subcategoria ', toString(number % 1000)), '', if(number % 10 = 0, 'kg', 'un'),
            number % 10 = 0, now64(3)
       FROM numbers({skus:UInt64})`,
    params,
  );
  // Tickets: per day `per_day`, each of `lines` products drawn with a skewed popularity (squares of a
  // uniform number: the first SKUs sell most), one in two tickets of a loyalty consumer among 1M (the
  // n-th ticket's: n × 7919 mod 1M, so a consumer comes back about once in 90 days, as on `large`).
  await ch.command(
    `INSERT INTO agg_product_tickets
     SELECT {account:UUID}, {run:UUID}, d, toString(1 + t % {stores:UInt32}), toString(100000 + s), concat('Departamento ', toString(s % 20)),
            concat('Categoria ', toString(s % 200)), concat('Subcategoria ', toString(s % 1000)), 7 + (t * 31) % 15, cityHash64(d, t),
            if(t % 2 = 0, cityHash64((n * 7919) % 1000000), 0), s % 10 = 0,
            toDecimal64(if(s % 10 = 0, 0.2 + (t % 17) / 10, 1 + t % 3), 3), toDecimal64(if(s % 10 = 0, 1, 1 + t % 3), 3),
            toDecimal64(if(s % 10 = 0, 0.2 + (t % 17) / 10, 1 + t % 3) * (2 + s % 50), 2)
       FROM (SELECT number AS n, toDate({first:String}) + intDiv(number, {per_day:UInt64}) AS d, number % {per_day:UInt64} AS t,
                    arrayDistinct(arrayMap(i -> toUInt64(pow((cityHash64(number, i) % 1000000) / 1000000, 2) * {skus:UInt64}), range({lines:UInt32}))) AS picks
               FROM numbers({days:UInt64} * {per_day:UInt64}))
      ARRAY JOIN picks AS s`,
    params,
  );
  // everything processing builds from the ticket rows (CH 013's daily rollup and CH 020's tables)
  await buildProductRollups(ch, ACCOUNT, RUN, first, END);
  await ch.command(
    `INSERT INTO agg_sales_daily (account_id, processing_uuid, local_date, unit_id_erp, loyalty, person_type, tickets, revenue, discount, items)
     SELECT {account:UUID}, {run:UUID}, local_date, unit_id_erp, 0, '', uniqExact(ticket), sum(revenue), 0, sum(items)
       FROM agg_product_tickets WHERE account_id = {account:UUID} AND processing_uuid = {run:UUID} GROUP BY local_date, unit_id_erp`,
    params,
  );
  const [counts] = await ch.query<Record<string, string>>(
    `SELECT (SELECT count() FROM agg_product_tickets) AS ticket_rows, (SELECT count() FROM agg_product_daily) AS daily_rows,
            (SELECT uniqExact(sku) FROM agg_product_daily) AS skus_sold`,
  );
  console.log(`dados sintéticos (${DAYS} dias até ${END}): ${JSON.stringify(counts)} em ${((Date.now() - started) / 1000).toFixed(1)} s`);

  // the catalogue in the operational store, for the search
  await pg.query(`insert into accounts (id, key, name, integration_type, id_external, db_name) values ($1, 'bench', 'Bench', 'RETAILER', 1, 'bench')`, [ACCOUNT]);
  await pg.query(
    `insert into products (account_id, sku, eans, name, department, category, subcategory, brand, measure, is_weightable)
     select $1, (100000 + i)::text, array[(7890000000000 + i * 7)::text], ($2::text[])[1 + i % 16] || ' ' || ($3::text[])[1 + (i / 16) % 16] || ' ' || (100 + i % 900)::text || 'g',
            'Departamento ' || i % 20, 'Categoria ' || i % 200, 'Subcategoria ' || i % 1000, ($3::text[])[1 + (i / 16) % 16], 'un', i % 10 = 0
       from generate_series(0, ${SKUS - 1}) as i`,
    [ACCOUNT, WORDS, BRANDS],
  );
  await pg.query('analyze products');

  const month: ProductScope = { accountId: ACCOUNT, run: RUN, start: shiftDay(END, -29), end: END, units: null, department: null, category: null };
  const quarter: ProductScope = { ...month, start: first };
  const reference = { start: shiftDay(END, -59), end: shiftDay(END, -30) };
  await timed('ranking: faturamento, mais vendidos (30 dias)', () => productRanking(ch, month, 'REVENUE', 'TOP'));
  await timed('ranking: clientes, menos vendidos (30 dias)', () => productRanking(ch, month, 'CLIENTS', 'LEAST'));
  await timed('ranking: 3 lojas, um departamento', () => productRanking(ch, { ...month, units: ['1', '2', '3'], department: 'Departamento 3' }, 'QUANTITY', 'TOP'));
  await timed('detalhe: produto popular (90 dias)', () => productSales(ch, quarter, '100001'));
  await timed('detalhe: produto raro (90 dias)', () => productSales(ch, quarter, String(100000 + SKUS - 7)));
  // the page's lazy tree: the departments, then one node of each level opened (a different one each run), and a search
  let opened = 0;
  await timed('árvore: departamentos (30 dias)', () => productTreeRoot(ch, month));
  await timed('árvore: abrir um departamento', () => productTreeChildren(ch, month, [`Departamento ${opened++ % 20}`]));
  await timed('árvore: abrir uma categoria', () => productTreeChildren(ch, month, [`Departamento ${opened % 20}`, `Categoria ${opened++ % 200}`]));
  await timed('árvore: abrir uma subcategoria (50 produtos)', () =>
    productTreeChildren(ch, month, [`Departamento ${opened % 20}`, `Categoria ${opened % 200}`, `Subcategoria ${opened++ % 1000}`]),
  );
  await timed('árvore: buscar "produto 123"', () => productTreeSearch(ch, month, `produto ${100 + (opened++ % 900)}`));
  await timed('árvore: buscar um departamento', () => productTreeSearch(ch, month, `departamento ${opened++ % 20}`));
  // some stores: the group sets are for every store together, so these read the rows
  const threeStores: ProductScope = { ...month, units: ['1', '2', '3'] };
  await timed('árvore, 3 lojas: departamentos', () => productTreeRoot(ch, threeStores));
  await timed('árvore, 3 lojas: abrir um departamento', () => productTreeChildren(ch, threeStores, [`Departamento ${opened++ % 20}`]));
  await timed('árvore, 3 lojas: buscar "produto 123"', () => productTreeSearch(ch, threeStores, `produto ${100 + (opened++ % 900)}`));
  await timed('ranking, 3 lojas: clientes, menos vendidos', () => productRanking(ch, threeStores, 'CLIENTS', 'LEAST'));
  await timed('árvore inteira, da exportação (30 dias)', () => productTree(ch, month));
  await timed('comparativo: 3 produtos (30 dias × 30 dias)', () => comparison(ch, month, reference, 'PRODUCTS', [{ sku: '100001' }, { sku: '100002' }, { sku: '100500' }]));
  await timed('comparativo: 3 categorias', () =>
    comparison(ch, month, reference, 'CATEGORIES', [1, 2, 3].map((n) => ({ department: `Departamento ${n % 20}`, category: `Categoria ${n}` }))),
  );
  let i = 0;
  await timed(`busca: nome, 2 palavras (${SKUS} SKUs)`, () => searchProducts(pg, ACCOUNT, `${WORDS[i % 16]} ${BRANDS[(i++ * 5) % 16]}`));
  await timed('busca: nome, palavra comum', () => searchProducts(pg, ACCOUNT, WORDS[i++ % 16].toLowerCase()));
  await timed('busca: SKU', () => searchProducts(pg, ACCOUNT, String(100000 + ((i++ * 7919) % SKUS))));
  await timed('busca: EAN', () => searchProducts(pg, ACCOUNT, String(7890000000000 + ((i++ * 7919) % SKUS) * 7)));
  console.log(`carga da máquina: ${os.loadavg().map((l) => l.toFixed(2)).join(' ')} (${os.cpus().length} núcleos)`);
  await closeStores(stores);
  if (!values.keep) fs.rmSync(dataDir, { recursive: true, force: true });
  else console.log(`dados mantidos em ${dataDir}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
