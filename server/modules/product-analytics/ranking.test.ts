import { describe, expect, it } from '@jest/globals';
import { DEMO_ACCOUNT_IDS } from '../../seed/demo';
import { withSalesFixture } from '../../testing/salesFixture';
import { signedIn } from '../../testing/harness';
import { productRanking, rankProducts } from './ranking';
import { productSales } from './detail';
import { searchProducts } from './search';
import { parseTreeKey, productTree, productTreeChildren, productTreeRoot, productTreeSearch } from './tree';
import { comparison } from './compare';
import { PRODUCT_TABLE_ROWS } from './tables';
import type { ProductScope } from './scope';

const ACCOUNT = DEMO_ACCOUNT_IDS.bompreco;
const X = '52998224725';
const Y = '11144477735';

const products = [
  { sku: 'A', name: 'Arroz Agulhinha São João 1 kg', department: 'Mercearia', category: 'Grãos' },
  { sku: 'B', name: 'Banana prata', department: 'Hortifruti', category: 'Frutas', is_weightable: true, measure: 'kg' },
  { sku: 'C', name: 'Cerveja lata', department: 'Bebidas', category: 'Cervejas', ean: '7891234567895' },
  { sku: 'D', name: 'Detergente', department: 'Limpeza', category: 'Lavanderia' },
];

const consumers = [
  { document_no: X, person_type: 'F', name: 'Xavier', created_at: '2026-01-01T09:00:00-03:00', unit_id_erp: '1' },
  // registered on 10/03: their ticket of 05/03 is not a loyalty ticket (metrics contract)
  { document_no: Y, person_type: 'F', name: 'Yara', created_at: '2026-03-10T09:00:00-03:00', unit_id_erp: '2' },
];

const line = (sku: string, quantity: number, total: number) => ({ sku, quantity, unit_price: total / quantity, total });
const ticket = (id: string, unit: string, doc: string | null, day: string, items: ReturnType<typeof line>[]) => ({
  ticket_id: id,
  unit_id_erp: unit,
  operator_id: '1',
  operator_name: 'Op',
  document_no: doc,
  created_at: `${day}T10:00:00-03:00`,
  total: items.reduce((sum, item) => sum + item.total, 0),
  items,
});

const sales = [
  ticket('T1', '1', X, '2026-03-02', [line('A', 2, 10), line('B', 1.5, 6)]),
  ticket('T2', '1', X, '2026-03-03', [line('A', 1, 5), line('C', 6, 18)]),
  ticket('T3', '2', Y, '2026-03-05', [line('C', 2, 6)]),
  ticket('T4', '2', Y, '2026-03-12', [line('B', 0.5, 2), line('C', 1, 3), line('D', 1, 20)]),
  // two lines of the same product on one ticket: one ticket, their quantities added
  ticket('T5', '1', null, '2026-03-15', [line('A', 1, 5), line('A', 2, 10)]),
  // February: outside the period
  ticket('T6', '1', X, '2026-02-20', [line('A', 100, 500)]),
];

const MARCH = { start: '2026-03-01', end: '2026-03-31' };

/*
 * By hand, March, every store:
 *   A: tickets T1 T2 T5 = 3, items 2+1+3 = 6, revenue 10+5+15 = 30, clients {X} = 1
 *   B (kg): tickets T1 T4 = 2, 1.5+0.5 = 2 kg, items 1+1 = 2 (one per weighable line), revenue 8, clients {X, Y} = 2
 *   C: tickets T2 T3 T4 = 3, items 6+2+1 = 9, revenue 27, clients {X, Y (T4; T3 is before her registration)} = 2
 *   D: tickets T4 = 1, items 1, revenue 20, clients {Y} = 1
 *   totals: revenue 85, 5 tickets, 2 clients, 18 items, 2 kg
 */
describe('product ranking: the product metrics of spec §3 against figures computed by hand', () => {
  const fixture = withSalesFixture(ACCOUNT, { products, consumers, sales }, MARCH);
  const scope = (patch: Partial<ProductScope> = {}): ProductScope => ({
    accountId: ACCOUNT,
    run: fixture.run,
    ...MARCH,
    units: null,
    department: null,
    category: null,
    ...patch,
  });
  const ranking = (metric: Parameters<typeof productRanking>[2], order: Parameters<typeof productRanking>[3], patch: Partial<ProductScope> = {}, size?: number) =>
    productRanking(fixture.server.stores.ch, scope(patch), metric, order, size);

  it('gives each product its revenue, items, kg, tickets, loyalty clients, average price and basket quantity', async () => {
    const { rows } = await ranking('REVENUE', 'TOP');
    expect(rows.map((row) => [row.position, row.sku, row.name])).toEqual([
      [1, 'A', 'Arroz Agulhinha São João 1 kg'],
      [2, 'C', 'Cerveja lata'],
      [3, 'D', 'Detergente'],
      [4, 'B', 'Banana prata'],
    ]);
    const bySku = Object.fromEntries(rows.map((row) => [row.sku, row]));
    expect(bySku.A).toMatchObject({ NUM_CUPONS: 3, NUM_ITENS: 6, VAL_FATURAMENTO: 30, NUM_CLIENTES: 1, VAL_PRECO_MEDIO: 5, VAL_QUANTIDADE_MEDIA_NA_CESTA: 2, isWeightable: false, VAL_QUANTIDADE_KG: 0 });
    expect(bySku.B).toMatchObject({ NUM_CUPONS: 2, NUM_ITENS: 2, VAL_QUANTIDADE_KG: 2, VAL_FATURAMENTO: 8, NUM_CLIENTES: 2, VAL_PRECO_MEDIO: 4, isWeightable: true, department: 'Hortifruti' });
    expect(bySku.C).toMatchObject({ NUM_CUPONS: 3, NUM_ITENS: 9, VAL_FATURAMENTO: 27, NUM_CLIENTES: 2, VAL_PRECO_MEDIO: 3, VAL_QUANTIDADE_MEDIA_NA_CESTA: 3 });
    expect(bySku.D).toMatchObject({ NUM_CUPONS: 1, NUM_ITENS: 1, VAL_FATURAMENTO: 20, NUM_CLIENTES: 1 });
    expect(bySku.A.PER_FATURAMENTO).toBeCloseTo((30 / 85) * 100, 9);
  });

  it('gives the scope totals: active products, revenue, kg, distinct tickets and clients, average price and basket', async () => {
    const result = await ranking('REVENUE', 'TOP');
    expect(result).toMatchObject({
      NUM_PRODUTOS_ATIVOS: 4,
      VAL_FATURAMENTO_TOTAL: 85,
      VAL_FATURAMENTO_TOP_100: 85,
      VAL_QUANTIDADE_KG_TOTAL: 2,
      NUM_CUPONS_TOTAL: 5,
      NUM_CUPONS_TOP_100: 5,
      NUM_CLIENTES_TOTAL: 2,
      NUM_CLIENTES_TOP_100: 2,
    });
    expect(result.VAL_PRECO_MEDIO).toBeCloseTo(85 / 18, 9);
    expect(result.VAL_QUANTIDADE_MEDIA_NA_CESTA).toBeCloseTo(18 / 5, 9);
  });

  it('orders descending for the top list and ascending for the least sold, ties by SKU (spec §9)', async () => {
    const skus = async (metric: Parameters<typeof productRanking>[2], order: Parameters<typeof productRanking>[3]) => (await ranking(metric, order)).rows.map((row) => row.sku);
    expect(await skus('QUANTITY', 'TOP')).toEqual(['C', 'A', 'B', 'D']);
    expect(await skus('QUANTITY', 'LEAST')).toEqual(['D', 'B', 'A', 'C']);
    expect(await skus('REVENUE', 'LEAST')).toEqual(['B', 'D', 'C', 'A']);
    expect(await skus('TICKETS', 'TOP')).toEqual(['A', 'C', 'B', 'D']);
    expect(await skus('TICKETS', 'LEAST')).toEqual(['D', 'B', 'A', 'C']);
    expect(await skus('CLIENTS', 'TOP')).toEqual(['B', 'C', 'A', 'D']);
    expect(await skus('CLIENTS', 'LEAST')).toEqual(['A', 'D', 'B', 'C']);
  });

  it('counts the listed products\' tickets and clients once each, however many of them a ticket holds', async () => {
    // the 2 least by revenue are B (T1, T4; X, Y) and D (T4; Y): 3 product-tickets, 2 tickets; 3 product-clients, 2 clients
    const result = await ranking('REVENUE', 'LEAST', {}, 2);
    expect(result.rows.map((row) => row.sku)).toEqual(['B', 'D']);
    expect(result).toMatchObject({ VAL_FATURAMENTO_TOP_100: 28, NUM_CUPONS_TOP_100: 2, NUM_CLIENTES_TOP_100: 2, NUM_CUPONS_TOTAL: 5, NUM_PRODUTOS_ATIVOS: 4 });
  });

  it('lists the products that sold to no loyalty consumer first when enough of them make the least list', async () => {
    // 15/03 at store 1: only T5, an anonymous ticket of A; with B and D it would need counted clients
    const anonymous = await ranking('CLIENTS', 'LEAST', { units: ['1'], start: '2026-03-15', end: '2026-03-15' }, 1);
    expect(anonymous.rows.map((row) => [row.sku, row.NUM_CLIENTES, row.NUM_CUPONS])).toEqual([['A', 0, 1]]);
    expect(anonymous).toMatchObject({ NUM_PRODUTOS_ATIVOS: 1, NUM_CUPONS_TOP_100: 1, NUM_CLIENTES_TOP_100: 0, NUM_CLIENTES_TOTAL: 0 });
    // every store, March: each product has a client, so the clients are counted (A 1, D 1, B 2, C 2)
    const counted = await ranking('CLIENTS', 'LEAST', {}, 3);
    expect(counted.rows.map((row) => [row.sku, row.NUM_CLIENTES])).toEqual([['A', 1], ['D', 1], ['B', 2]]);
    expect(counted).toMatchObject({ NUM_PRODUTOS_ATIVOS: 4, VAL_FATURAMENTO_TOTAL: 85, NUM_CUPONS_TOP_100: 4, NUM_CLIENTES_TOP_100: 2 });
    // 05–15/03: A sold only on T5 (anonymous) and leads with 0 clients; B, C and D, each bought by Yara on
    // T4 (C also on T3, before her registration), follow counted, by SKU
    const mixed = await ranking('CLIENTS', 'LEAST', { start: '2026-03-05', end: '2026-03-15' }, 3);
    expect(mixed.rows.map((row) => [row.sku, row.NUM_CLIENTES, row.NUM_CUPONS, row.VAL_FATURAMENTO])).toEqual([['A', 0, 1, 15], ['B', 1, 1, 2], ['C', 1, 2, 9]]);
    expect(mixed).toMatchObject({ NUM_PRODUTOS_ATIVOS: 4, VAL_FATURAMENTO_TOTAL: 46, NUM_CUPONS_TOTAL: 3, NUM_CUPONS_TOP_100: 3, NUM_CLIENTES_TOTAL: 1, NUM_CLIENTES_TOP_100: 1 });
  });

  it('reads only the chosen stores and the chosen department', async () => {
    const store2 = await ranking('REVENUE', 'TOP', { units: ['2'] });
    expect(store2.rows.map((row) => [row.sku, row.VAL_FATURAMENTO, row.NUM_CUPONS, row.NUM_CLIENTES])).toEqual([
      ['D', 20, 1, 1],
      ['C', 9, 2, 1],
      ['B', 2, 1, 1],
    ]);
    expect(store2).toMatchObject({ NUM_PRODUTOS_ATIVOS: 3, VAL_FATURAMENTO_TOTAL: 31, NUM_CUPONS_TOTAL: 2, NUM_CLIENTES_TOTAL: 1, VAL_QUANTIDADE_KG_TOTAL: 0.5 });
    const drinks = await ranking('REVENUE', 'TOP', { department: 'Bebidas', category: 'Cervejas' });
    expect(drinks.rows.map((row) => row.sku)).toEqual(['C']);
    expect(drinks).toMatchObject({ NUM_PRODUTOS_ATIVOS: 1, VAL_FATURAMENTO_TOTAL: 27, NUM_CUPONS_TOTAL: 3, NUM_CLIENTES_TOTAL: 2 });
  });


  describe('one product\'s sales (the detail page)', () => {
    it('gives its figures, share of baskets, hours, weekdays and days', async () => {
      const sales = await productSales(fixture.server.stores.ch, scope(), 'C');
      expect(sales.figures).toMatchObject({ NUM_CUPONS: 3, NUM_ITENS: 9, VAL_FATURAMENTO: 27, NUM_CLIENTES: 2, VAL_PRECO_MEDIO: 3 });
      // 3 of the 5 tickets of March
      expect(sales).toMatchObject({ NUM_CUPONS_LOJAS: 5, PER_CESTAS: 60 });
      expect(sales.hours).toHaveLength(24);
      expect(sales.hours.filter((hour) => hour.NUM_CUPONS > 0)).toEqual([{ hour: 10, NUM_CUPONS: 3 }]);
      // 03/03/2026 is a Tuesday, 05/03 and 12/03 Thursdays
      expect(sales.weekdayHours).toEqual([
        { weekday: 2, hour: 10, NUM_CUPONS: 1 },
        { weekday: 4, hour: 10, NUM_CUPONS: 2 },
      ]);
      expect(sales.days).toEqual([
        { day: '2026-03-03', VAL_FATURAMENTO: 18, quantity: 6, NUM_CUPONS: 1 },
        { day: '2026-03-05', VAL_FATURAMENTO: 6, quantity: 2, NUM_CUPONS: 1 },
        { day: '2026-03-12', VAL_FATURAMENTO: 3, quantity: 1, NUM_CUPONS: 1 },
      ]);
    });

    it('finds the magic price point: the average price of the week with the most quantity sold', async () => {
      // week of 02/03: 6 + 2 cans for 24; week of 09/03: 1 can
      expect((await productSales(fixture.server.stores.ch, scope(), 'C')).magicPrice).toEqual({ weekStart: '2026-03-02', VAL_PRECO: 3, quantity: 8 });
      // weighable: week of 02/03 1.5 kg for 6 (R$ 4/kg); week of 09/03 0.5 kg
      expect((await productSales(fixture.server.stores.ch, scope(), 'B')).magicPrice).toEqual({ weekStart: '2026-03-02', VAL_PRECO: 4, quantity: 1.5 });
    });

    it('splits its sales per store and lists the departments bought in the same tickets', async () => {
      const sales = await productSales(fixture.server.stores.ch, scope(), 'C');
      expect(sales.stores.map((store) => [store.unitId, store.VAL_FATURAMENTO, store.NUM_ITENS, store.NUM_CUPONS, store.NUM_CLIENTES])).toEqual([
        ['1', 18, 6, 1, 1],
        ['2', 9, 3, 2, 1],
      ]);
      expect(sales.stores[0].PER_FATURAMENTO).toBeCloseTo((18 / 27) * 100, 9);
      expect(sales.stores[0].unitName).not.toBe('1');
      // T2 also holds rice, T4 bananas and detergent; T3 only beer
      expect(sales.boughtWith.map((row) => [row.department, row.NUM_CUPONS])).toEqual([
        ['Hortifruti', 1],
        ['Limpeza', 1],
        ['Mercearia', 1],
      ]);
      expect(sales.boughtWith[0].PER_CUPONS).toBeCloseTo(100 / 3, 9);
    });

    it('answers no figures for a product that did not sell in the scope', async () => {
      const sales = await productSales(fixture.server.stores.ch, scope({ units: ['2'] }), 'A');
      expect(sales.figures).toBeNull();
      expect(sales.magicPrice).toBeNull();
      expect(sales.stores).toEqual([]);
    });
  });

  describe('product tree', () => {
    it('gives each department, category and subcategory its sums, distinct tickets and clients and its shares', async () => {
      const tree = await productTree(fixture.server.stores.ch, scope());
      expect(tree).toMatchObject({ VAL_FATURAMENTO_TOTAL: 85, NUM_CUPONS_TOTAL: 5, NUM_CLIENTES_TOTAL: 2 });
      const departments = tree.nodes.filter((node) => node.level === 'DEPARTMENT');
      // Mercearia 30, Bebidas 27, Limpeza 20, Hortifruti 8
      expect(departments.map((node) => [node.name, node.VAL_FATURAMENTO, node.NUM_CUPONS, node.NUM_CLIENTES])).toEqual([
        ['Mercearia', 30, 3, 1],
        ['Bebidas', 27, 3, 2],
        ['Limpeza', 20, 1, 1],
        ['Hortifruti', 8, 2, 2],
      ]);
      const bebidas = departments[1];
      expect(bebidas.PER_FATURAMENTO).toBeCloseTo((27 / 85) * 100, 9);
      const cervejas = tree.nodes.find((node) => node.level === 'CATEGORY' && node.parentKey === bebidas.key)!;
      expect(cervejas).toMatchObject({ name: 'Cervejas', VAL_FATURAMENTO: 27, NUM_ITENS: 9, PER_FATURAMENTO_PAI: 100, NUM_PRODUTOS: 1 });
      const fruits = tree.nodes.find((node) => node.level === 'SUBCATEGORY' && node.name === '' && JSON.parse(node.key)[1] === 'Frutas')!;
      expect(fruits).toMatchObject({ VAL_QUANTIDADE_KG: 2, NUM_CUPONS: 2 });
      const banana = tree.nodes.find((node) => node.level === 'PRODUCT' && node.parentKey === fruits.key)!;
      expect(banana).toMatchObject({ sku: 'B', name: 'Banana prata', VAL_FATURAMENTO: 8, NUM_CLIENTES: 2, PER_FATURAMENTO_PAI: 100 });
    });

    it('counts a ticket once in the whole however many departments it touches', async () => {
      // store 2: T3 (beer) and T4 (bananas, beer and detergent): 2 tickets in all, 1 + 2 + 1 by department
      const tree = await productTree(fixture.server.stores.ch, scope({ units: ['2'] }));
      expect(tree).toMatchObject({ VAL_FATURAMENTO_TOTAL: 31, NUM_CUPONS_TOTAL: 2, NUM_CLIENTES_TOTAL: 1 });
      expect(tree.nodes.filter((node) => node.level === 'DEPARTMENT').map((node) => [node.name, node.NUM_CUPONS])).toEqual([
        ['Limpeza', 1],
        ['Bebidas', 2],
        ['Hortifruti', 1],
      ]);
    });
  });

  describe('lazy product tree', () => {
    it('answers the departments first, then a node\'s children, with the hand-computed figures', async () => {
      const ch = fixture.server.stores.ch;
      const root = await productTreeRoot(ch, scope());
      expect(root).toMatchObject({ VAL_FATURAMENTO_TOTAL: 85, NUM_CUPONS_TOTAL: 5, NUM_CLIENTES_TOTAL: 2, matchedProducts: null });
      expect(root.nodes.map((node) => [node.level, node.name, node.VAL_FATURAMENTO, node.NUM_CUPONS, node.NUM_CLIENTES, node.hasChildren])).toEqual([
        ['DEPARTMENT', 'Mercearia', 30, 3, 1, true],
        ['DEPARTMENT', 'Bebidas', 27, 3, 2, true],
        ['DEPARTMENT', 'Limpeza', 20, 1, 1, true],
        ['DEPARTMENT', 'Hortifruti', 8, 2, 2, true],
      ]);
      const [cervejas] = (await productTreeChildren(ch, scope(), ['Bebidas'])).nodes;
      expect(cervejas).toMatchObject({ level: 'CATEGORY', name: 'Cervejas', VAL_FATURAMENTO: 27, NUM_ITENS: 9, PER_FATURAMENTO_PAI: 100, NUM_PRODUTOS: 1 });
      expect(cervejas.PER_FATURAMENTO).toBeCloseTo((27 / 85) * 100, 9);
      const [fruits] = (await productTreeChildren(ch, scope(), ['Hortifruti', 'Frutas'])).nodes;
      expect(fruits).toMatchObject({ level: 'SUBCATEGORY', name: '', VAL_QUANTIDADE_KG: 2, NUM_CUPONS: 2, NUM_PRODUTOS_NAO_LISTADOS: 0 });
      const products = (await productTreeChildren(ch, scope(), JSON.parse(fruits.key))).nodes;
      expect(products).toMatchObject([{ level: 'PRODUCT', sku: 'B', name: 'Banana prata', VAL_FATURAMENTO: 8, NUM_CLIENTES: 2, PER_FATURAMENTO_PAI: 100, hasChildren: false }]);
    });

    it('finds groups and products by name or SKU without accents or case, with their ancestors', async () => {
      const found = await productTreeSearch(fixture.server.stores.ch, scope(), 'CERVÉJA');
      expect(found.nodes.map((node) => [node.level, node.name, node.VAL_FATURAMENTO])).toEqual([
        ['DEPARTMENT', 'Bebidas', 27],
        ['CATEGORY', 'Cervejas', 27],
        ['SUBCATEGORY', '', 27],
        ['PRODUCT', 'Cerveja lata', 27],
      ]);
      expect(found.matchedProducts).toBe(1);
      expect((await productTreeSearch(fixture.server.stores.ch, scope(), 'd')).nodes.filter((node) => node.level === 'PRODUCT').map((node) => node.sku)).toEqual(['D']);
    });

    it('answers through GraphQL one level at a time, and refuses a malformed parent key in pt-BR', async () => {
      const gerente = await signedIn(fixture.server, 'gerente@bompreco.com.br');
      const TREE = `query($filter: SalesFilter!, $parentKey: String, $search: String) {
        productTree(filter: $filter, parentKey: $parentKey, search: $search) { NUM_CLIENTES_TOTAL matchedProducts nodes { key level hasChildren productId NUM_CLIENTES } } }`;
      const root = await gerente.gql(TREE, { filter: MARCH });
      expect(root.errors).toBeUndefined();
      expect(root.data!.productTree.NUM_CLIENTES_TOTAL).toBe(2);
      expect(root.data!.productTree.nodes.map((node: { level: string }) => node.level)).toEqual(['DEPARTMENT', 'DEPARTMENT', 'DEPARTMENT', 'DEPARTMENT']);
      const products = await gerente.gql(TREE, { filter: MARCH, parentKey: JSON.stringify(['Hortifruti', 'Frutas', '']) });
      expect(products.data!.productTree).toMatchObject({ NUM_CLIENTES_TOTAL: null, nodes: [{ level: 'PRODUCT', hasChildren: false, NUM_CLIENTES: 2 }] });
      expect(products.data!.productTree.nodes[0].productId).toBeTruthy();
      expect((await gerente.gql(TREE, { filter: MARCH, search: 'banana' })).data!.productTree.matchedProducts).toBe(1);
      for (const variables of [{ parentKey: 'Bebidas' }, { parentKey: '[]' }, { parentKey: '["Bebidas"]', search: 'banana' }]) {
        const refused = await gerente.gql(TREE, { filter: MARCH, ...variables });
        expect(refused.errors?.[0].message).toMatch(/inválido/);
        expect(refused.data?.productTree ?? null).toBeNull();
      }
    });

    it('takes as a parent key only JSON of one to three names', () => {
      expect(parseTreeKey('["Bebidas","Cervejas"]')).toEqual(['Bebidas', 'Cervejas']);
      for (const key of ['Bebidas', '[]', '["a","b","c","#d"]', '[1]', '{"a":1}', '["a",null]']) expect(parseTreeKey(key)).toBeNull();
    });
  });

  describe('comparisons', () => {
    const FEBRUARY = { start: '2026-02-01', end: '2026-02-28' };
    it('puts products side by side in the period and the reference period, with their revenue per day', async () => {
      const result = await comparison(fixture.server.stores.ch, scope(), FEBRUARY, 'PRODUCTS', [{ sku: 'A' }, { sku: 'C' }]);
      expect(result.granularity).toBe('DAY');
      expect(result.buckets).toHaveLength(31);
      const [rice, beer] = result.rows;
      expect(rice).toMatchObject({ key: 'A', name: 'Arroz Agulhinha São João 1 kg', department: 'Mercearia', category: 'Grãos' });
      expect(rice.current).toMatchObject({ VAL_FATURAMENTO: 30, NUM_ITENS: 6, NUM_CUPONS: 3, NUM_CLIENTES: 1, VAL_PRECO_MEDIO: 5 });
      expect(rice.current.PER_FATURAMENTO).toBeCloseTo((30 / 85) * 100, 9);
      // February: T6, 100 units for 500 by X
      expect(rice.reference).toMatchObject({ VAL_FATURAMENTO: 500, NUM_ITENS: 100, NUM_CUPONS: 1, NUM_CLIENTES: 1, PER_FATURAMENTO: 100 });
      expect(beer.reference).toMatchObject({ VAL_FATURAMENTO: 0, NUM_CUPONS: 0 });
      expect(rice.series[result.buckets.indexOf('2026-03-02')]).toBe(10);
      expect(rice.series[result.buckets.indexOf('2026-03-15')]).toBe(15);
      expect(rice.series.reduce((a, b) => a + b, 0)).toBe(30);
    });

    it('compares categories with their distinct tickets and clients', async () => {
      const result = await comparison(fixture.server.stores.ch, scope(), FEBRUARY, 'CATEGORIES', [
        { department: 'Bebidas', category: 'Cervejas' },
        { department: 'Hortifruti', category: 'Frutas' },
      ]);
      expect(result.rows.map((row) => [row.name, row.department, row.current.VAL_FATURAMENTO, row.current.NUM_CUPONS, row.current.NUM_CLIENTES])).toEqual([
        ['Cervejas', 'Bebidas', 27, 3, 2],
        ['Frutas', 'Hortifruti', 8, 2, 2],
      ]);
      expect(result.rows[1].current).toMatchObject({ VAL_QUANTIDADE_KG: 2, VAL_PRECO_MEDIO: 0 });
    });
  });

  describe('exports (the pages\' tables as files)', () => {
    const metricsScope = () => ({ accountId: ACCOUNT, run: fixture.run, ...MARCH, units: null, loyalty: 'ALL' as const, personType: null });
    const rows = (id: keyof typeof PRODUCT_TABLE_ROWS, params: Record<string, string>) => PRODUCT_TABLE_ROWS[id](fixture.server.stores.ch, metricsScope(), params);

    it('writes the tree node after node, each followed by its children by revenue, with its path', async () => {
      const lines = await rows('produtos.arvore-produtos', {});
      // Mercearia 30 first, then its category, subcategory (não informada) and the rice
      expect(lines.slice(0, 4).map((line) => line.slice(0, 7))).toEqual([
        ['Departamento', 'Mercearia', '', '', '', '', 'R$\u00a030,00'],
        ['Categoria', 'Mercearia', 'Grãos', '', '', '', 'R$\u00a030,00'],
        ['Subcategoria', 'Mercearia', 'Grãos', 'Não informado', '', '', 'R$\u00a030,00'],
        ['Produto', 'Mercearia', 'Grãos', 'Não informado', 'A', 'Arroz Agulhinha São João 1 kg', 'R$\u00a030,00'],
      ]);
      // 4 departments, 4 categories, 4 subcategories, 4 products
      expect(lines).toHaveLength(16);
      expect(lines[4].slice(0, 2)).toEqual(['Departamento', 'Bebidas']);
    });

    it('writes one product\'s sales per store', async () => {
      const lines = await rows('produtos.detalhes-produto.lojas', { sku: 'C' });
      // C: store 1 T2 18 (6 items), store 2 T3 + T4 9 (3 items)
      expect(lines.map((line) => [line[1], line[3], line[5]])).toEqual([
        ['R$\u00a018,00', '6', '1'],
        ['R$\u00a09,00', '3', '2'],
      ]);
      expect(await rows('produtos.detalhes-produto.lojas', {})).toEqual([]);
    });

    it('writes a comparison as the page\'s table: item, figure, period, reference and change', async () => {
      const lines = await rows('produtos.comparativo-produtos', { referenceStart: '2026-02-01', referenceEnd: '2026-02-28', items: ['A', 'C'].join('\u001e') });
      expect(lines[0]).toEqual(['Arroz Agulhinha São João 1 kg', 'Faturamento', 'R$\u00a030,00', 'R$\u00a0500,00', '-94,0%']);
      expect(lines.find((line) => line[0] === 'Cerveja lata' && line[1] === 'Faturamento')).toEqual(['Cerveja lata', 'Faturamento', 'R$\u00a027,00', 'R$\u00a00,00', '—']);
      expect(lines).toHaveLength(14);
      const categories = await rows('produtos.comparativo-categorias', { referenceStart: '2026-02-01', referenceEnd: '2026-02-28', items: ['Bebidas\u001fCervejas', 'Hortifruti\u001fFrutas'].join('\u001e') });
      // no average price for categories: 6 figures each
      expect(categories).toHaveLength(12);
      expect(categories[0].slice(0, 3)).toEqual(['Bebidas › Cervejas', 'Faturamento', 'R$\u00a027,00']);
    });
  });

  describe('product search', () => {
    const search = (text: string) => searchProducts(fixture.server.stores.pg, ACCOUNT, text);
    it('finds names without case or accents, every word typed', async () => {
      expect((await search('sao JOAO')).rows.map((row) => row.sku)).toEqual(['A']);
      expect((await search('são joão arroz')).rows.map((row) => row.sku)).toEqual(['A']);
      expect((await search('arroz feijão')).rows).toEqual([]);
    });
    it('finds a product by its SKU or one of its EANs, exact matches first', async () => {
      expect((await search('7891234567895')).rows.map((row) => row.sku)).toEqual(['C']);
      const bySku = await search('D');
      expect(bySku.rows[0].sku).toBe('D');
      expect(bySku.totalCount).toBeGreaterThanOrEqual(1);
    });
  });
});

describe('rankProducts', () => {
  const row = (sku: string, revenue: number) => ({ sku, VAL_FATURAMENTO: revenue, NUM_ITENS: 0, NUM_CUPONS: 0, NUM_CLIENTES: 0 }) as never;
  it('keeps equal values in SKU order in both directions', () => {
    const rows = [row('b', 1), row('a', 1), row('c', 2)];
    expect(rankProducts(rows, 'REVENUE', 'TOP').map((r: { sku: string }) => r.sku)).toEqual(['c', 'a', 'b']);
    expect(rankProducts(rows, 'REVENUE', 'LEAST').map((r: { sku: string }) => r.sku)).toEqual(['a', 'b', 'c']);
  });
});
