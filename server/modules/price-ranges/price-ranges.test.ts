import { describe, expect, it } from '@jest/globals';
import { DEMO_ACCOUNT_IDS } from '../../seed/demo';
import { signedIn, type TestClient } from '../../testing/harness';
import { withSalesFixture } from '../../testing/salesFixture';
import { computePriceRanges, type PriceRangeFilters } from './compute';

const ACCOUNT = DEMO_ACCOUNT_IDS.bompreco;

const products = [
  { sku: 'PR-A', name: 'Azeite 500 ml', department: 'Mercearia', category: 'Óleos' },
  { sku: 'PR-B', name: 'Azeite extra virgem 500 ml', department: 'Mercearia', category: 'Óleos' },
  { sku: 'PR-C', name: 'Queijo coalho', department: 'Frios', category: 'Queijos', is_weightable: true, measure: 'kg' },
  // chosen, never sold
  { sku: 'PR-D', name: 'Azeite trufado', department: 'Mercearia', category: 'Óleos' },
  // sold, not chosen
  { sku: 'PR-X', name: 'Sabão', department: 'Limpeza', category: 'Roupas' },
];

const docs = ['52998224725', '11144477735', '39053344705', '86288366757', '71428793860', '12345678909', '98765432100', '24843803480', '15350946056', '40532176871'];
const consumers = [
  ...docs.slice(0, 9).map((document_no, i) => ({ document_no, person_type: 'F', name: `Cliente ${i}`, created_at: '2025-06-01T09:00:00-03:00', unit_id_erp: '1' })),
  // registers on 10/02: their January purchase is not a loyalty one, their February one is (a new client)
  { document_no: docs[9], person_type: 'F', name: 'Tardio', created_at: '2026-02-10T09:00:00-03:00', unit_id_erp: '1' },
];

type Line = [sku: string, quantity: number, unitPrice: number, discount: number];
interface Row {
  id: string;
  unit: string;
  doc: string | null;
  day: string;
  lines: Line[];
}

const total = ([, quantity, price, discount]: Line) => Math.round((quantity * price - discount) * 100) / 100;
let n = 0;
const r = (unit: string, doc: string | null, day: string, lines: Line[]): Row => ({ id: `PR-${++n}`, unit, doc, day, lines });

/** The sales: January is the reference period, February the analysed one. */
const rows: Row[] = [
  r('1', docs[0], '2026-01-05', [['PR-A', 2, 20, 0]]),
  r('1', docs[0], '2026-02-05', [['PR-B', 1, 45, 0]]),
  r('1', docs[1], '2026-01-06', [['PR-A', 1, 20, 2], ['PR-X', 1, 3, 0]]),
  r('2', docs[1], '2026-02-07', [['PR-A', 3, 19.5, 0]]),
  r('2', docs[2], '2026-01-07', [['PR-B', 1, 45, 5]]),
  r('2', docs[2], '2026-02-08', [['PR-A', 1, 21, 0]]),
  r('1', docs[3], '2026-01-09', [['PR-C', 0.75, 52, 0]]),
  r('1', docs[3], '2026-02-09', [['PR-C', 1.2, 52, 0], ['PR-B', 1, 45, 0]]),
  r('2', docs[4], '2026-01-10', [['PR-A', 1, 22, 0], ['PR-B', 1, 48, 0]]),
  // docs[5] buys only in January: lost
  r('2', docs[5], '2026-01-11', [['PR-B', 2, 46, 0]]),
  r('1', docs[6], '2026-01-12', [['PR-A', 4, 18, 0]]),
  r('1', docs[6], '2026-02-12', [['PR-A', 4, 18, 0]]),
  r('1', docs[7], '2026-01-13', [['PR-C', 0.5, 49.9, 0]]),
  r('2', docs[7], '2026-02-14', [['PR-A', 1, 20, 0]]),
  // docs[8] buys only in February: new
  r('1', docs[8], '2026-02-15', [['PR-B', 1, 47, 0]]),
  r('1', docs[9], '2026-01-20', [['PR-B', 1, 45, 0]]),
  r('1', docs[9], '2026-02-20', [['PR-A', 2, 20, 0]]),
  // anonymous: in the histogram's and the "sold" facts only through the products, never a client
  r('1', null, '2026-01-21', [['PR-A', 5, 20, 0]]),
  // outside both periods
  r('1', docs[0], '2026-03-02', [['PR-B', 10, 45, 0]]),
];

const sales = rows.map((row) => ({
  ticket_id: row.id,
  unit_id_erp: row.unit,
  operator_id: '1',
  operator_name: 'Op',
  document_no: row.doc,
  created_at: `${row.day}T10:00:00-03:00`,
  total: Math.round(row.lines.reduce((sum, line) => sum + total(line), 0) * 100) / 100,
  items: row.lines.map((line) => ({ sku: line[0], quantity: line[1], unit_price: line[2], discount: line[3], total: total(line) })),
}));

const FILTERS: PriceRangeFilters = {
  products: ['PR-A', 'PR-B', 'PR-C', 'PR-D'],
  units: null,
  referenceStart: '2026-01-01',
  referenceEnd: '2026-01-31',
  analyzedStart: '2026-02-01',
  analyzedEnd: '2026-02-28',
  rangeCount: 3,
};

// --- the expected figures, computed here from the rows (README "Price-range analysis") -----------------

const registered = new Map(consumers.map((c) => [c.document_no, c.created_at.slice(0, 10)]));
const isLoyalty = (row: Row) => row.doc !== null && (registered.get(row.doc) ?? '9999') <= row.day;
const round6 = (value: number) => Math.round(value * 1e6) / 1e6;

function clientPrices(filters: PriceRangeFilters, start: string, end: string): Map<string, number> {
  const sums = new Map<string, { value: number; quantity: number }>();
  for (const row of rows) {
    if (row.day < start || row.day > end || !isLoyalty(row) || (filters.units && !filters.units.includes(row.unit))) continue;
    for (const line of row.lines) {
      if (!filters.products.includes(line[0])) continue;
      const sum = sums.get(row.doc!) ?? { value: 0, quantity: 0 };
      sum.value += total(line);
      sum.quantity += line[1];
      sums.set(row.doc!, sum);
    }
  }
  return new Map([...sums].map(([doc, sum]) => [doc, round6(sum.value / sum.quantity)]));
}

/** PERCENTILE.INC: linear interpolation between the sorted values. */
function quantile(values: number[], level: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const h = (sorted.length - 1) * level;
  const lo = Math.floor(h);
  return lo + 1 < sorted.length ? sorted[lo] + (h - lo) * (sorted[lo + 1] - sorted[lo]) : sorted[lo];
}

function expected(filters: PriceRangeFilters) {
  const ref = clientPrices(filters, filters.referenceStart, filters.referenceEnd);
  const an = clientPrices(filters, filters.analyzedStart, filters.analyzedEnd);
  const k = filters.rangeCount;
  const cuts = Array.from({ length: k - 1 }, (_, i) => quantile([...ref.values()], (i + 1) / k));
  const rangeOf = (price: number | undefined) => (price === undefined ? 0 : 1 + cuts.filter((cut) => price > cut).length);
  return Array.from({ length: k }, (_, i) => {
    const index = i + 1;
    const inRange = [...an].filter(([, price]) => rangeOf(price) === index).map(([, price]) => price);
    const fromRange = [...ref].filter(([, price]) => rangeOf(price) === index).map(([doc]) => doc);
    return {
      index,
      cuts,
      unique: inRange.length,
      percentile20: inRange.length ? quantile(inRange, 0.2) : null,
      percentile50: inRange.length ? quantile(inRange, 0.5) : null,
      percentile80: inRange.length ? quantile(inRange, 0.8) : null,
      minPrice: inRange.length ? Math.min(...inRange) : null,
      maxPrice: inRange.length ? Math.max(...inRange) : null,
      referenceUnique: fromRange.length,
      upsell: fromRange.filter((doc) => rangeOf(an.get(doc)) > index).length,
      downsell: fromRange.filter((doc) => an.has(doc) && rangeOf(an.get(doc)) < index).length,
      stayed: fromRange.filter((doc) => rangeOf(an.get(doc)) === index).length,
      lost: fromRange.filter((doc) => !an.has(doc)).length,
      new: [...an].filter(([doc, price]) => !ref.has(doc) && rangeOf(price) === index).length,
    };
  });
}

describe('price-range analysis: ranges, percentiles and client moves against figures computed from the rows', () => {
  const fixture = withSalesFixture(ACCOUNT, { products, consumers, sales }, { start: '2026-01-01', end: '2026-02-28' });
  const names = new Map(products.map((p) => [p.sku, p.name]));
  const compute = (filters: PriceRangeFilters = FILTERS) => computePriceRanges(fixture.server.stores.ch, { accountId: ACCOUNT, run: fixture.run, filters }, names);

  it('has a dataset that exercises every move (a sanity check of the expectations themselves)', () => {
    const want = expected(FILTERS);
    const sum = (key: 'upsell' | 'downsell' | 'new' | 'lost' | 'stayed') => want.reduce((s, range) => s + range[key], 0);
    expect([sum('upsell'), sum('downsell'), sum('new'), sum('lost')].every((count) => count > 0)).toBe(true);
    // docs[9] (registered 10/02) and docs[8] are new in February; docs[4] and docs[5] lost
    expect(sum('new')).toBe(2);
    expect(sum('lost')).toBe(2);
  });

  it.each([2, 3, 4, 5])('gives each of %i ranges its bounds, percentiles 20/50/80, min/max, clients and moves', async (rangeCount) => {
    const filters = { ...FILTERS, rangeCount };
    const result = await compute(filters);
    const want = expected(filters);
    expect(result.cutPoints).toHaveLength(rangeCount - 1);
    result.cutPoints.forEach((cut, i) => expect(cut).toBeCloseTo(want[0].cuts[i], 6));
    expect(result.priceRanges).toHaveLength(rangeCount);
    for (const [i, range] of result.priceRanges.entries()) {
      const w = want[i];
      expect({ index: range.index, unique: range.unique, ref: range.reference.unique, up: range.upsell, down: range.downsell, stayed: range.stayed, lost: range.lost, new: range.new }).toEqual({
        index: w.index, unique: w.unique, ref: w.referenceUnique, up: w.upsell, down: w.downsell, stayed: w.stayed, lost: w.lost, new: w.new,
      });
      for (const key of ['percentile20', 'percentile50', 'percentile80', 'minPrice', 'maxPrice'] as const) {
        if (w[key] === null) expect(range[key]).toBeNull();
        else expect(range[key]).toBeCloseTo(w[key]!, 6);
      }
    }
    const all = result.totals;
    expect(all.upsell + all.downsell + all.stayed + all.lost).toBe(all.referenceClients);
  });

  it('counts only the chosen stores', async () => {
    const filters = { ...FILTERS, units: ['2'] };
    const result = await compute(filters);
    const want = expected(filters);
    expect(result.priceRanges.map((range) => [range.unique, range.upsell, range.downsell, range.new, range.lost])).toEqual(
      want.map((range) => [range.unique, range.upsell, range.downsell, range.new, range.lost]),
    );
  });

  it('lists the chosen products without sales in a period, and draws the histogram with each period\'s quantity', async () => {
    const result = await compute();
    expect(result.productsWithoutSales).toEqual([{ sku: 'PR-D', name: 'Azeite trufado', soldInReference: false, soldInAnalyzed: false }]);
    expect(result.histogram).toHaveLength(20);
    const quantity = (start: string, end: string) =>
      rows.filter((row) => row.day >= start && row.day <= end && isLoyalty(row)).flatMap((row) => row.lines).filter((line) => FILTERS.products.includes(line[0])).reduce((s, line) => s + line[1], 0);
    expect(result.histogram.reduce((s, bin) => s + bin.referenceQuantity, 0)).toBeCloseTo(quantity('2026-01-01', '2026-01-31'), 6);
    expect(result.histogram.reduce((s, bin) => s + bin.analyzedQuantity, 0)).toBeCloseTo(quantity('2026-02-01', '2026-02-28'), 6);
    // the cheapest loyalty line (PR-A at 18) opens the first bin, the dearest (PR-C at 52/kg) closes the last
    expect(result.histogram[0].from).toBeCloseTo(18, 6);
    expect(result.histogram[19].to).toBeCloseTo(52, 6);
  });

  describe('through the API', () => {
    let gerente: TestClient;
    const create = (input: Record<string, unknown>) =>
      gerente.gql<{ upsertPriceRangesAnalytics: { analysis: { id: string; _id: string; status: string } } }>(
        `mutation($input: PriceRangesAnalysisInput!) { upsertPriceRangesAnalytics(input: $input) { analysis { id _id status products_count ranges_count } } }`,
        { input },
      );
    const INPUT = { name: 'Azeites', products: FILTERS.products, referenceStart: '2026-01-01', referenceEnd: '2026-01-31', analyzedStart: '2026-02-01', analyzedEnd: '2026-02-28', range_count: 3 };

    it('queues an analysis, computes it as a job and answers the ranges, the histogram and the products without sales', async () => {
      gerente = await signedIn(fixture.server, 'gerente@bompreco.com.br');
      const created = await create(INPUT);
      expect(created.errors).toBeUndefined();
      const id = created.data!.upsertPriceRangesAnalytics.analysis._id;
      const QUERY = `query($id: ID!) {
        priceRangesAnalytic(id: $id) { status products_count ranges_count price_ranges { index unique upsell downsell new lost } }
        priceRangesAnalytics(id: $id) { totals { upsell downsell new lost } }
        priceRangesHistogram(id: $id) { bins { from } }
        priceRangesProductsWithoutSales(id: $id) { sku }
      }`;
      let answer: any;
      for (let i = 0; i < 100; i++) {
        answer = (await gerente.gql(QUERY, { id })).data;
        if (answer.priceRangesAnalytic.status === 'DONE') break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(answer.priceRangesAnalytic).toMatchObject({ status: 'DONE', products_count: 4, ranges_count: 3 });
      const want = expected(FILTERS);
      expect(answer.priceRangesAnalytic.price_ranges).toEqual(want.map((w) => ({ index: w.index, unique: w.unique, upsell: w.upsell, downsell: w.downsell, new: w.new, lost: w.lost })));
      expect(answer.priceRangesHistogram.bins).toHaveLength(20);
      expect(answer.priceRangesProductsWithoutSales).toEqual([{ sku: 'PR-D' }]);

      const list = await gerente.gql<any>(`{ priceRangesAnalyticsList(search: "azei") { totalCount edges { node { name status } } } }`);
      expect(list.data.priceRangesAnalyticsList).toEqual({ totalCount: 1, edges: [{ node: { name: 'Azeites', status: 'DONE' } }] });

      const deleted = await gerente.gql<any>(`mutation($id: ID!) { deletePriceRangesAnalytics(id: $id) { deletedId } }`, { id });
      expect(deleted.errors).toBeUndefined();
      expect((await gerente.gql<any>(`{ priceRangesAnalyticsList(search: "Azeites") { totalCount } }`)).data.priceRangesAnalyticsList.totalCount).toBe(0);
    });

    it('takes up an analysis a stopped process left RUNNING when the list is read (the job survives a restart)', async () => {
      const created = await create({ ...INPUT, name: 'Azeites interrompida' });
      const id = created.data!.upsertPriceRangesAnalytics.analysis._id;
      const status = async () => (await gerente.gql<any>(`query($id: ID!) { priceRangesAnalytic(id: $id) { status } }`, { id })).data.priceRangesAnalytic.status;
      for (let i = 0; i < 100 && (await status()) !== 'DONE'; i++) await new Promise((resolve) => setTimeout(resolve, 50));
      // as a process killed mid-computation leaves it: RUNNING, no result
      await fixture.server.stores.pg.query(`update price_range_analyses set status = 'RUNNING', result = null, finished_at = null where id = $1`, [id]);
      await gerente.gql(`{ priceRangesAnalyticsList(search: "interrompida") { totalCount } }`);
      for (let i = 0; i < 100 && (await status()) !== 'DONE'; i++) await new Promise((resolve) => setTimeout(resolve, 50));
      expect(await status()).toBe('DONE');
      const answer = await gerente.gql<any>(`query($id: ID!) { priceRangesAnalytics(id: $id) { totals { upsell downsell } } }`, { id });
      const want = expected(FILTERS);
      expect(answer.data.priceRangesAnalytics.totals).toEqual({ upsell: want.reduce((s, r) => s + r.upsell, 0), downsell: want.reduce((s, r) => s + r.downsell, 0) });
      await gerente.gql(`mutation($id: ID!) { deletePriceRangesAnalytics(id: $id) { deletedId } }`, { id });
    });

    it.each([
      [{ range_count: undefined }, 'Campo "range_count": campo obrigatório.'],
      [{ range_count: null }, 'Campo "range_count": informe o número de faixas.'],
      [{ range_count: 11 }, 'Campo "range_count": deve ser de 2 a 10 faixas.'],
      [{ products: [] }, 'Campo "products": escolha ao menos um produto.'],
      [{ products: Array.from({ length: 501 }, (_, i) => `S${i}`) }, 'Campo "products": tem um tamanho fora do permitido.'],
      [{ products: ['NAO-EXISTE'] }, 'Produto não encontrado no catálogo: NAO-EXISTE.'],
      [{ referenceEnd: '2026-02-10' }, 'o período de referência deve terminar antes do início do período analisado'],
      [{ analyzedStart: '2026-03-01' }, 'a data inicial do período analisado deve ser anterior ou igual à final'],
      [{ name: '  ' }, 'Campo "name": não pode ficar vazio.'],
    ].map(([patch, message]) => [JSON.stringify(patch).slice(0, 60), patch, message] as [string, Record<string, unknown>, string]))(
      'refuses %s with a pt-BR message and creates nothing',
      async (_label, patch, message) => {
        const result = await create({ ...INPUT, ...patch });
        expect(result.errors?.[0].message).toContain(message);
        expect((await gerente.gql<any>(`{ priceRangesAnalyticsList(search: "Azeites") { totalCount } }`)).data.priceRangesAnalyticsList.totalCount).toBe(0);
      },
    );
  });
});
