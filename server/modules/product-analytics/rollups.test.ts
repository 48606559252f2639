import { describe, expect, it } from '@jest/globals';
import { DEMO_ACCOUNT_IDS } from '../../seed/demo';
import { withSalesFixture } from '../../testing/salesFixture';
import { cpfCheckDigits } from '../../../src/shared/lib/document';
import { productRanking, rankProducts, type ProductFigures } from './ranking';
import { productSales } from './detail';
import { SEARCH_THRESHOLDS, productTree, productTreeChildren, productTreeRoot, productTreeSearch, type TreeNode } from './tree';
import { comparison } from './compare';
import { periodParts, unionParts, type ProductScope } from './scope';

/*
 * CH 020's rollups against the general query: the same figures computed straight from CH 013's ticket
 * rows (agg_product_tickets), on a chain of pseudo-random tickets over seven weeks, for periods that
 * start and end inside weeks, with and without store and department filters.
 */
const ACCOUNT = DEMO_ACCOUNT_IDS.bompreco;
const DEPARTMENTS = ['Mercearia', 'Bebidas', 'Limpeza'];
const products = Array.from({ length: 14 }, (_, i) => ({
  sku: `R${String(i).padStart(2, '0')}`,
  name: `Produto ${i}`,
  department: DEPARTMENTS[i % 3],
  category: `Cat ${i % 3}-${i % 2}`,
  subcategory: `Sub ${i % 4}`,
  ...(i % 5 === 0 ? { is_weightable: true, measure: 'kg' } : {}),
}));
const cpf = (i: number) => `6${String(i).padStart(8, '0')}${cpfCheckDigits(`6${String(i).padStart(8, '0')}`)}`;
const consumers = Array.from({ length: 6 }, (_, i) => ({
  document_no: cpf(i),
  person_type: 'F',
  name: `Cliente ${i}`,
  // the last one registers in the middle of the data: their earlier tickets are not loyalty tickets
  created_at: i === 5 ? '2026-03-04T09:00:00-03:00' : '2026-01-01T09:00:00-03:00',
  unit_id_erp: '1',
}));
let seed = 7;
const random = (n: number) => {
  seed = (seed * 1103515245 + 12345) % 2 ** 31;
  return seed % n;
};
const day = (offset: number) => new Date(Date.parse('2026-02-09T00:00:00Z') + offset * 86_400_000).toISOString().slice(0, 10);
const sales = Array.from({ length: 160 }, (_, t) => {
  const skus = [...new Set(Array.from({ length: 1 + random(4) }, () => products[random(products.length)].sku))];
  const items = skus.map((sku) => {
    const quantity = products.find((p) => p.sku === sku)!.is_weightable ? 0.25 + random(8) / 4 : 1 + random(3);
    const price = 2 + random(9);
    return { sku, quantity, unit_price: price, total: quantity * price };
  });
  const document = random(3) === 0 ? null : cpf(random(consumers.length));
  return {
    ticket_id: `R${t}`,
    unit_id_erp: String(1 + random(3)),
    operator_id: '1',
    operator_name: 'Op',
    document_no: document,
    created_at: `${day(random(49))}T${String(8 + random(12)).padStart(2, '0')}:00:00-03:00`,
    total: items.reduce((sum, item) => sum + item.total, 0),
    items,
  };
});

// Wednesday 18/02 to Tuesday 17/03: five days of the first week, two of the last
const PERIOD = { start: '2026-02-18', end: '2026-03-17' };

interface Reference {
  sku: string;
  tickets: string;
  items: number;
  kg: number;
  revenue: number;
  clients: string;
}

describe('CH 020 rollups against the general query over the ticket rows', () => {
  const fixture = withSalesFixture(ACCOUNT, { products, consumers, sales }, PERIOD);
  const scope = (patch: Partial<ProductScope> = {}): ProductScope => ({ accountId: ACCOUNT, run: fixture.run, ...PERIOD, units: null, department: null, category: null, ...patch });
  const where = (s: ProductScope) =>
    `account_id = {account:UUID} AND processing_uuid = {run:UUID} AND local_date BETWEEN toDate({start:String}) AND toDate({end:String})
     AND ({all_units:UInt8} = 1 OR unit_id_erp IN {units:Array(String)}) AND ({dep:String} = '' OR department = {dep:String})`;
  const params = (s: ProductScope) => ({ account: ACCOUNT, run: s.run, start: s.start, end: s.end, all_units: s.units ? 0 : 1, units: s.units ?? [], dep: s.department ?? '' });
  const general = (s: ProductScope) =>
    fixture.server.stores.ch.query<Reference>(
      `SELECT sku, count() AS tickets, toFloat64(sum(items)) AS items, toFloat64(sumIf(quantity, is_weightable = 1)) AS kg, toFloat64(sum(revenue)) AS revenue,
              uniqExactIf(consumer, consumer != 0) AS clients
         FROM agg_product_tickets WHERE ${where(s)} GROUP BY sku ORDER BY sku`,
      params(s),
    );
  const close = (value: number) => Math.round(value * 1000) / 1000;
  const normalize = (text: string) => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
  const figures = (row: Pick<ProductFigures, 'sku' | 'NUM_CUPONS' | 'NUM_ITENS' | 'VAL_QUANTIDADE_KG' | 'VAL_FATURAMENTO' | 'NUM_CLIENTES'>) => [
    row.sku,
    row.NUM_CUPONS,
    close(row.NUM_ITENS),
    close(row.VAL_QUANTIDADE_KG),
    close(row.VAL_FATURAMENTO),
    row.NUM_CLIENTES,
  ];
  const expected = (rows: Reference[]) => rows.map((row) => [row.sku, Number(row.tickets), close(row.items), close(row.kg), close(row.revenue), Number(row.clients)]);

  it('splits a period into whole weeks plus or minus a few days', () => {
    expect(periodParts('2026-02-18', '2026-03-17')).toEqual({
      weeks: ['2026-02-16', '2026-02-23', '2026-03-02', '2026-03-09'],
      plus: ['2026-03-16', '2026-03-17'],
      minus: ['2026-02-16', '2026-02-17'],
    });
    expect(periodParts('2026-03-04', '2026-03-04')).toEqual({ weeks: [], plus: ['2026-03-04'], minus: [] });
    // CH 022's group sets: distinct counts do not subtract, so only the weeks wholly inside, and every other day
    expect(unionParts('2026-02-18', '2026-03-17')).toEqual({
      weeks: ['2026-02-23', '2026-03-02', '2026-03-09'],
      days: ['2026-02-18', '2026-02-19', '2026-02-20', '2026-02-21', '2026-02-22', '2026-03-16', '2026-03-17'],
    });
    expect(unionParts('2026-03-02', '2026-03-08')).toEqual({ weeks: ['2026-03-02'], days: [] });
  });

  const scopes: [string, Partial<ProductScope>][] = [
    ['every store', {}],
    ['two stores', { units: ['1', '3'] }],
    ['a department', { department: 'Bebidas' }],
    ['one day', { start: '2026-03-04', end: '2026-03-04' }],
  ];
  it.each(scopes)('ranks every product with the general query\'s figures and totals (%s)', async (_name, patch) => {
    const s = scope(patch);
    const reference = await general(s);
    const ch = fixture.server.stores.ch;
    const ranking = await productRanking(ch, s, 'REVENUE', 'TOP');
    expect(ranking.rows.map(figures).sort((a, b) => String(a[0]).localeCompare(String(b[0])))).toEqual(expected(reference));
    const [totals] = await ch.query<{ tickets: string; clients: string }>(
      `SELECT uniqExact(ticket) AS tickets, uniqExactIf(consumer, consumer != 0) AS clients FROM agg_product_tickets WHERE ${where(s)}`,
      params(s),
    );
    expect([ranking.NUM_PRODUTOS_ATIVOS, ranking.NUM_CUPONS_TOTAL, ranking.NUM_CLIENTES_TOTAL]).toEqual([reference.length, Number(totals.tickets), Number(totals.clients)]);
    // by clients, both ways and a short list (ties at the cut), as rankProducts orders the general query's figures
    const asFigures = reference.map((row) => ({ sku: row.sku, NUM_CLIENTES: Number(row.clients) }) as ProductFigures);
    for (const order of ['TOP', 'LEAST'] as const) {
      const byClients = await productRanking(ch, s, 'CLIENTS', order, 4);
      expect(byClients.rows.map((row) => [row.sku, row.NUM_CLIENTES])).toEqual(rankProducts(asFigures, 'CLIENTS', order).slice(0, 4).map((row) => [row.sku, row.NUM_CLIENTES]));
    }
  });

  it('gives every tree node the general query\'s distinct tickets and clients', async () => {
    const s = scope();
    const tree = await productTree(fixture.server.stores.ch, s);
    const groups = await fixture.server.stores.ch.query<{ dep: string; cat: string; subcat: string; depth: number; tickets: string; clients: string }>(
      `SELECT department AS dep, category AS cat, subcategory AS subcat,
              (grouping(department) = 0) + (grouping(category) = 0) + (grouping(subcategory) = 0) AS depth,
              uniqExact(ticket) AS tickets, uniqExactIf(consumer, consumer != 0) AS clients
         FROM agg_product_tickets WHERE ${where(s)}
        GROUP BY GROUPING SETS ((), (department), (department, category), (department, category, subcategory))`,
      params(s),
    );
    const byKey = new Map(groups.map((row) => [JSON.stringify([row.dep, row.cat, row.subcat].slice(0, Number(row.depth))), [Number(row.tickets), Number(row.clients)]]));
    expect([tree.NUM_CUPONS_TOTAL, tree.NUM_CLIENTES_TOTAL]).toEqual(byKey.get('[]'));
    const nodes = tree.nodes.filter((node) => node.level !== 'PRODUCT');
    expect(nodes.length).toBe(groups.length - 1);
    for (const node of nodes) expect([node.key, node.NUM_CUPONS, node.NUM_CLIENTES]).toEqual([node.key, ...byKey.get(node.key)!]);
    const products = tree.nodes.filter((node) => node.level === 'PRODUCT').map((node) => ({ ...node, sku: node.sku! }));
    expect(products.map(figures).sort((a, b) => String(a[0]).localeCompare(String(b[0])))).toEqual(expected(await general(s)));
  });

  it.each(scopes.filter(([name]) => name !== 'a department'))('answers each level of the lazy tree and a search with the full tree\'s nodes (%s)', async (_name, patch) => {
    const s = scope(patch);
    const ch = fixture.server.stores.ch;
    const full = await productTree(ch, s);
    const byKey = new Map(full.nodes.map((node) => [node.key, node]));
    // every figure, floats rounded (the lazy answers add them up in another order)
    const same = (node: TreeNode) =>
      [node.key, node.parentKey, node.level, node.name, node.sku, node.NUM_CUPONS, node.NUM_CLIENTES, node.NUM_PRODUTOS, node.NUM_PRODUTOS_NAO_LISTADOS,
        close(node.VAL_FATURAMENTO), close(node.NUM_ITENS), close(node.VAL_QUANTIDADE_KG), close(node.PER_FATURAMENTO), close(node.PER_FATURAMENTO_PAI)];
    const childrenOf = (key: string | null) => full.nodes.filter((node) => node.parentKey === key);
    const root = await productTreeRoot(ch, s);
    expect([close(root.VAL_FATURAMENTO_TOTAL), root.NUM_CUPONS_TOTAL, root.NUM_CLIENTES_TOTAL]).toEqual([close(full.VAL_FATURAMENTO_TOTAL), full.NUM_CUPONS_TOTAL, full.NUM_CLIENTES_TOTAL]);
    expect(root.nodes.map(same)).toEqual(childrenOf(null).map(same));
    expect(root.nodes.every((node) => node.hasChildren)).toBe(true);
    // every group's children, down to the products
    let opened = 0;
    for (const group of full.nodes.filter((node) => node.level !== 'PRODUCT')) {
      const answer = await productTreeChildren(ch, s, JSON.parse(group.key));
      expect(close(answer.VAL_FATURAMENTO_TOTAL)).toBe(close(full.VAL_FATURAMENTO_TOTAL));
      expect(answer.nodes.map(same)).toEqual(childrenOf(group.key).map(same));
      expect(answer.nodes.every((node) => node.hasChildren === (node.level !== 'PRODUCT'))).toBe(true);
      opened++;
    }
    expect(opened).toBeGreaterThan(3);
    // a node that does not exist has no children
    expect((await productTreeChildren(ch, s, ['Nenhum'])).nodes).toEqual([]);
    // searches: a product name (accents and case aside), a SKU, a group name; each node is the full tree's, with its ancestors
    // each also with the thresholds at 0: departments counted in one pass, products from the per-product rollup
    const searches = [['PRODUTO 1', ['R01', 'R10', 'R11', 'R12', 'R13']], ['r07', ['R07']], ['bébidas', []], ['sub 3', []]] as const;
    for (const [[text, expectedSkus], thresholds] of searches.flatMap((search) => [[search, SEARCH_THRESHOLDS], [search, { fewDepartments: 0, byRows: 0 }]] as const)) {
      const found = await productTreeSearch(ch, s, text, thresholds);
      const wanted = normalize(text);
      const matched = full.nodes.filter((node) => normalize(`${node.name} ${node.sku ?? ''}`).includes(wanted));
      const keys = new Set<string>();
      for (const node of matched) for (let at: TreeNode | undefined = node; at; at = at.parentKey ? byKey.get(at.parentKey) : undefined) keys.add(at.key);
      expect(found.nodes.map(same)).toEqual(full.nodes.filter((node) => keys.has(node.key)).map(same));
      const skus = found.nodes.filter((node) => node.level === 'PRODUCT').map((node) => node.sku).sort();
      expect(skus).toEqual(expectedSkus.filter((sku) => byKey.has(full.nodes.find((node) => node.sku === sku)?.key ?? '')));
      expect(found.matchedProducts).toBe(skus.length);
    }
  });

  it('gives a product\'s detail and the departments bought with it as the ticket rows do', async () => {
    const s = scope({ units: ['1', '2'] });
    const ch = fixture.server.stores.ch;
    const sold = (await general(s)).sort((a, b) => Number(b.tickets) - Number(a.tickets));
    expect(sold.length).toBeGreaterThan(3);
    for (const sku of [sold[0].sku, sold[sold.length - 1].sku]) {
      const sales = await productSales(ch, s, sku);
      const [reference] = (await general(s)).filter((row) => row.sku === sku);
      expect(figures(sales.figures!)).toEqual(expected([reference])[0]);
      const withRows = await ch.query<{ dep: string; tickets: string }>(
        `SELECT department AS dep, uniqExact(ticket) AS tickets FROM agg_product_tickets
          WHERE ${where(s)} AND sku != {sku:String} AND ticket IN (SELECT ticket FROM agg_product_tickets WHERE ${where(s)} AND sku = {sku:String})
          GROUP BY dep ORDER BY tickets DESC, dep ASC`,
        { ...params(s), sku },
      );
      expect(sales.boughtWith.map((row) => [row.department, row.NUM_CUPONS])).toEqual(withRows.map((row) => [row.dep, Number(row.tickets)]));
      const stores = await ch.query<{ unit: string; tickets: string; clients: string }>(
        `SELECT unit_id_erp AS unit, count() AS tickets, uniqExactIf(consumer, consumer != 0) AS clients FROM agg_product_tickets
          WHERE ${where(s)} AND sku = {sku:String} GROUP BY unit ORDER BY unit`,
        { ...params(s), sku },
      );
      expect(sales.stores.map((row) => [row.unitId, row.NUM_CUPONS, row.NUM_CLIENTES]).sort()).toEqual(stores.map((row) => [row.unit, Number(row.tickets), Number(row.clients)]));
    }
  });

  it('compares categories and products with the general query\'s figures', async () => {
    const s = scope();
    const ch = fixture.server.stores.ch;
    const reference = { start: '2026-02-10', end: '2026-02-17' };
    const categories = await comparison(ch, s, reference, 'CATEGORIES', [{ department: 'Mercearia', category: 'Cat 0-0' }, { department: 'Bebidas', category: 'Cat 1-1' }]);
    for (const compared of categories.rows) {
      for (const [row, period] of [[compared.current, s], [compared.reference, { ...s, ...reference }]] as const) {
        const [cat] = await ch.query<{ tickets: string; clients: string; revenue: number }>(
          `SELECT uniqExact(ticket) AS tickets, uniqExactIf(consumer, consumer != 0) AS clients, toFloat64(sum(revenue)) AS revenue FROM agg_product_tickets
            WHERE ${where(period)} AND department = {d:String} AND category = {c:String}`,
          { ...params(period), d: compared.department, c: compared.category },
        );
        expect([row.NUM_CUPONS, row.NUM_CLIENTES, close(row.VAL_FATURAMENTO)]).toEqual([Number(cat.tickets), Number(cat.clients), close(cat.revenue)]);
      }
    }
    const all = expected(await general(s));
    const compared = [all[0][0], all[all.length - 1][0]] as string[];
    const productsCompared = await comparison(ch, s, reference, 'PRODUCTS', compared.map((sku) => ({ sku })));
    expect(productsCompared.rows.map((row) => figures({ ...row.current, sku: row.key }))).toEqual([all[0], all[all.length - 1]]);
  });
});
