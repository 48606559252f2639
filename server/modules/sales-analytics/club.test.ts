import { describe, expect, it } from '@jest/globals';
import { DEFAULT_RECENCY_CRITERIA } from '../accounts';
import { DEMO_ACCOUNT_IDS } from '../../seed/demo';
import { signedIn } from '../../testing/harness';
import { FIXTURE_PRODUCT, oneLineSale as sale, withSalesFixture } from '../../testing/salesFixture';
import { chartStart, clubComparison, clubDashboard, clubPerformance, clubStores } from './club';
import { operatorDetails, operatorPerformance } from './operators';
import { EXPORT_TABLE_IDS, type ExportTableId } from '../../../src/shared/config';
import { analyticsTable } from './tables';
import { computeAnalysisNow, insertAnalysis } from '../price-ranges';

const ACCOUNT = DEMO_ACCOUNT_IDS.bompreco;

// Ana registered long ago at store 1; Bia registers at store 2 on 05/03/2026; Duda (a company) at store 2.
const ANA = '52998224725';
const BIA = '11144477735';
const DUDA = '11222333000181';
const consumers = [
  { document_no: ANA, person_type: 'F', name: 'Ana', created_at: '2024-01-10T09:00:00-03:00', unit_id_erp: '1' },
  { document_no: BIA, person_type: 'F', name: 'Bia', created_at: '2026-03-05T09:00:00-03:00', unit_id_erp: '2' },
  { document_no: DUDA, person_type: 'J', name: 'Duda Ltda', created_at: '2023-05-01', unit_id_erp: '2' },
];

const JOANA = ['101', 'Joana Alves'] as const;
const RITA = ['201', 'Rita Santos'] as const;
const tickets = [
  // March 2026
  sale('A1', '1', ANA, '2026-03-02T09:15:00-03:00', 100, JOANA),
  sale('A2', '1', ANA, '2026-03-09T09:40:00-03:00', 50, JOANA),
  sale('B1', '2', BIA, '2026-03-10T18:05:00-03:00', 30, RITA),
  // a CPF on the coupon that is no club consumer: identified for the operator, not loyalty
  sale('X1', '2', '12345678909', '2026-03-10T18:30:00-03:00', 20, RITA),
  sale('N1', '2', null, '2026-03-11T10:00:00-03:00', 20, RITA),
  sale('N2', '1', null, '2026-03-15T10:00:00-03:00', 10, JOANA),
  // Joana covers a shift in store 2
  sale('J1', '2', null, '2026-03-16T10:00:00-03:00', 40, JOANA),
  sale('D1', '2', DUDA, '2026-03-20T12:00:00-03:00', 60, RITA),
  // before the period
  sale('E1', '1', null, '2026-02-10T10:00:00-03:00', 5, JOANA),
  // Joana's first coupon ever in store 1
  sale('R1', '1', ANA, '2025-03-03T10:00:00-03:00', 40, JOANA),
];

const MARCH = { start: '2026-03-01', end: '2026-03-31' };

describe('club pages and operational performance, against figures computed by hand', () => {
  const fixture = withSalesFixture(ACCOUNT, { consumers, sales: tickets }, MARCH);

  it('shows registrations and loyalty vs. other revenue for the 12 months ending in the period', async () => {
    const dashboard = await clubDashboard(fixture.server.stores.ch, fixture.scope, DEFAULT_RECENCY_CRITERIA);
    expect(chartStart(fixture.scope)).toBe('2025-04-01');
    expect(dashboard.registrations).toHaveLength(12);
    expect(dashboard.registrations.filter((month) => month.count > 0)).toEqual([{ month: '2026-03-01', count: 1 }]);
    const byMonth = Object.fromEntries(dashboard.revenueByMonth.map((m) => [m.month, m]));
    expect(byMonth['2026-02-01']).toMatchObject({ VAL_FATURAMENTO_FIDELIDADE: 0, VAL_FATURAMENTO_NAO_FIDELIDADE: 5 });
    // loyalty: A1, A2, B1, D1; others: X1, N1, N2, J1
    expect(byMonth['2026-03-01'].VAL_FATURAMENTO_FIDELIDADE).toBeCloseTo(240, 6);
    expect(byMonth['2026-03-01'].VAL_FATURAMENTO_NAO_FIDELIDADE).toBeCloseTo(90, 6);
    expect(dashboard.metrics.VAL_FATURAMENTO).toBeCloseTo(330, 6);
    expect(dashboard.clusters).toMatchObject({ date: '2026-03-31', registered: 3, actives: { quantity: 3 } });
  });

  it('follows the club per month: loyalty revenue, coupons, identified clients and both average tickets', async () => {
    const points = await clubPerformance(fixture.server.stores.ch, { ...fixture.scope, start: '2026-02-01' }, 'MENSAL');
    expect(points.map((p) => p.period)).toEqual(['2026-02-01', '2026-03-01']);
    expect(points[0]).toMatchObject({ VAL_FATURAMENTO_FIDELIDADE: 0, NUM_CUPONS_FIDELIDADE: 0, NUM_CLIENTES_IDENTIFICADOS: 0, VAL_TICKET_MEDIO_NAO_FIDELIDADE: 5 });
    expect(points[1].VAL_FATURAMENTO_FIDELIDADE).toBeCloseTo(240, 6);
    expect(points[1].NUM_CUPONS_FIDELIDADE).toBe(4);
    expect(points[1].NUM_CLIENTES_IDENTIFICADOS).toBe(3);
    expect(points[1].VAL_TICKET_MEDIO_FIDELIDADE).toBeCloseTo(60, 9);
    expect(points[1].VAL_TICKET_MEDIO_NAO_FIDELIDADE).toBeCloseTo(22.5, 9);
    expect(points[1].PER_FATURAMENTO_FIDELIDADE).toBeCloseTo((240 / 330) * 100, 9);
  });

  it('compares the period with the same days one year earlier or a chosen reference', async () => {
    const lastYear = await clubComparison(fixture.server.stores.ch, fixture.scope, { start: '2025-03-01', end: '2025-03-31' }, DEFAULT_RECENCY_CRITERIA);
    expect(lastYear.current.VAL_FATURAMENTO).toBeCloseTo(330, 6);
    expect(lastYear.reference.VAL_FATURAMENTO).toBeCloseTo(40, 6);
    expect(lastYear.reference.PER_FATURAMENTO_FIDELIDADE).toBeCloseTo(100, 9);
    const february = await clubComparison(fixture.server.stores.ch, fixture.scope, { start: '2026-02-01', end: '2026-02-28' }, DEFAULT_RECENCY_CRITERIA);
    expect(february.reference.VAL_FATURAMENTO).toBeCloseTo(5, 6);
    expect(february.reference.NUM_CUPONS).toBe(1);
  });

  it('splits the club per store: sales where the coupon was issued, clients where they registered', async () => {
    const rows = await clubStores(fixture.server.stores.ch, fixture.scope, DEFAULT_RECENCY_CRITERIA);
    const store1 = rows.find((row) => row.ID_UNIDADE === '1')!;
    const store2 = rows.find((row) => row.ID_UNIDADE === '2')!;
    expect(store1).toMatchObject({ NOM_NOME: fixture.unitNames['1'], NUM_CLIENTES_CADASTRADOS: 1, NUM_CLIENTES_ATIVOS: 1, NUM_CUPONS: 3 });
    expect(store1.VAL_FATURAMENTO).toBeCloseTo(160, 6);
    expect(store1.PER_FATURAMENTO_FIDELIDADE).toBeCloseTo((150 / 160) * 100, 9);
    expect(store1.VAL_TICKET_MEDIO_FIDELIDADE).toBeCloseTo(75, 9);
    expect(store1.VAL_TICKET_MEDIO_NAO_FIDELIDADE).toBeCloseTo(10, 9);
    expect(store1.PER_CUPONS_FIDELIDADE).toBeCloseTo((2 / 3) * 100, 9);
    expect(store2).toMatchObject({ NOM_NOME: fixture.unitNames['2'], NUM_CLIENTES_CADASTRADOS: 2, NUM_CLIENTES_ATIVOS: 2, NUM_CUPONS: 5 });
    expect(store2.PER_FATURAMENTO_FIDELIDADE).toBeCloseTo((90 / 170) * 100, 9);
    expect(store2.VAL_TICKET_MEDIO_NAO_FIDELIDADE).toBeCloseTo(80 / 3, 9);
    expect(store2.PER_CUPONS_FIDELIDADE).toBeCloseTo(40, 9);
    // a store without sales or clients still has its row, with zeros
    expect(rows.find((row) => row.ID_UNIDADE === '3')).toMatchObject({ VAL_FATURAMENTO: 0, NUM_CLIENTES_CADASTRADOS: 0 });
    const filtered = await clubStores(fixture.server.stores.ch, { ...fixture.scope, units: ['2'] }, DEFAULT_RECENCY_CRITERIA);
    expect(filtered.map((row) => row.ID_UNIDADE)).toEqual(['2']);
  });

  it('ranks operators per store by identified coupons (a document on the coupon), first day seen included', async () => {
    const rows = await operatorPerformance(fixture.server.stores.ch, fixture.scope);
    expect(rows.map((row) => [row.NOME_PROFISSIONAL, row.ID_UNIDADE])).toEqual([
      ['Rita Santos', '2'],
      ['Joana Alves', '1'],
      ['Joana Alves', '2'],
    ]);
    const [rita, joana1, joana2] = rows;
    // Rita: B1, X1, D1 identified; N1 not
    expect(rita).toMatchObject({ COD_ID_PROFISSIONAL: '201', NOM_NOME: fixture.unitNames['2'], DATA_INCLUSAO: '2026-03-10', NUM_CUPONS_TOTAL: 4, NUM_CUPONS_IDENTIFICADOS: 3 });
    expect(rita.PER_CUPONS_IDENTIFICADOS).toBeCloseTo(75, 9);
    expect(rita.VAL_FATURAMENTO_TOTAL).toBeCloseTo(130, 6);
    expect(rita.VAL_FATURAMENTO_IDENTIFICADO).toBeCloseTo(110, 6);
    expect(rita.PER_FATURAMENTO_IDENTIFICADO).toBeCloseTo((110 / 130) * 100, 9);
    // Joana in store 1: A1, A2 identified, N2 not; first seen a year earlier (R1), outside the period
    expect(joana1).toMatchObject({ DATA_INCLUSAO: '2025-03-03', NUM_CUPONS_TOTAL: 3, NUM_CUPONS_IDENTIFICADOS: 2 });
    expect(joana1.VAL_FATURAMENTO_IDENTIFICADO).toBeCloseTo(150, 6);
    expect(joana2).toMatchObject({ DATA_INCLUSAO: '2026-03-16', NUM_CUPONS_TOTAL: 1, NUM_CUPONS_IDENTIFICADOS: 0, PER_CUPONS_IDENTIFICADOS: 0 });
  });

  it("details one operator: totals over stores, identified share per day and the per-store split", async () => {
    const joana = await operatorDetails(fixture.server.stores.ch, fixture.scope, '101');
    expect(joana).toMatchObject({ NOME_PROFISSIONAL: 'Joana Alves', DATA_INCLUSAO: '2025-03-03', NUM_CUPONS_TOTAL: 4, NUM_CUPONS_IDENTIFICADOS: 2, PER_CUPONS_IDENTIFICADOS: 50 });
    expect(joana!.VAL_FATURAMENTO_TOTAL).toBeCloseTo(200, 6);
    expect(joana!.PER_FATURAMENTO_IDENTIFICADO).toBeCloseTo(75, 9);
    expect(joana!.days.map((d) => [d.day, d.NUM_CUPONS_TOTAL, d.NUM_CUPONS_IDENTIFICADOS])).toEqual([
      ['2026-03-02', 1, 1],
      ['2026-03-09', 1, 1],
      ['2026-03-15', 1, 0],
      ['2026-03-16', 1, 0],
    ]);
    expect(joana!.stores.map((s) => s.ID_UNIDADE)).toEqual(['1', '2']);
    const inStore2 = await operatorDetails(fixture.server.stores.ch, { ...fixture.scope, units: ['2'] }, '101');
    expect(inStore2).toMatchObject({ DATA_INCLUSAO: '2026-03-16', NUM_CUPONS_TOTAL: 1 });
    expect(await operatorDetails(fixture.server.stores.ch, fixture.scope, '999')).toBeNull();
  });

  it('exports the stores and operators tables with the figures of the page, in pt-BR', async () => {
    const stores = await analyticsTable('clube.lojas')!.rows(fixture.server.stores.ch, { ...fixture.scope, units: ['1'] }, {}, { db: fixture.server.stores.pg, personalData: true });
    expect(stores).toEqual([[fixture.unitNames['1'], '1', '1', 'R$\u00a0160,00', '93,8%', 'R$\u00a075,00', 'R$\u00a010,00', '66,7%']]);
    const operators = await analyticsTable('clube.performance-operacional')!.rows(fixture.server.stores.ch, fixture.scope, {}, { db: fixture.server.stores.pg, personalData: true });
    expect(operators[0].slice(0, 7)).toEqual(['Rita Santos', '201', fixture.unitNames['2'], '10/03/2026', '4', '3', '75,0%']);
  });

  it('exports every catalogue table with as many cells per row as the headers the screen shows', async () => {
    const params: Partial<Record<ExportTableId, Record<string, string>>> = {
      'clube.performance-operacional.detalhes-operador': { operatorId: '101' },
      'clube.comparativo': { referenceStart: '2026-02-01', referenceEnd: '2026-02-28' },
      'empresa.decomposicao': { referenceStart: '2026-02-01', referenceEnd: '2026-02-28' },
      'produtos.detalhes-produto.lojas': { sku: FIXTURE_PRODUCT.sku },
      'produtos.comparativo-produtos': { referenceStart: '2026-02-01', referenceEnd: '2026-02-28' },
      'produtos.comparativo-categorias': { referenceStart: '2026-02-01', referenceEnd: '2026-02-28' },
    };
    // the price-range table is an analysis's: one over the fixture's product, computed by the module
    const { pg: db, ch } = fixture.server.stores;
    const analysis = await insertAnalysis(db, {
      accountId: ACCOUNT,
      userId: null,
      name: 'Cestas',
      description: '',
      filters: { products: [FIXTURE_PRODUCT.sku], units: null, referenceStart: '2026-02-01', referenceEnd: '2026-02-28', analyzedStart: '2026-03-01', analyzedEnd: '2026-03-31', rangeCount: 2 },
    });
    await computeAnalysisNow({ db, ch, currentRun: async () => fixture.run, publish: () => undefined }, analysis);
    params['produtos.faixas-precos.analise'] = { id: analysis.id };
    for (const id of EXPORT_TABLE_IDS) {
      const table = analyticsTable(id)!;
      const rows = await table.rows(fixture.server.stores.ch, fixture.scope, params[id] ?? {}, { db: fixture.server.stores.pg, personalData: true });
      // the campaigns overview's tables need campaigns: campaigns-overview/overview.test.ts checks them
      if (id !== 'home.oportunidades' && !id.startsWith('campanhas.')) expect({ id, empty: rows.length === 0 }).toEqual({ id, empty: false });
      for (const row of rows) expect({ id, cells: row.length }).toEqual({ id, cells: table.columns.length });
    }
  });

  describe('over GraphQL', () => {
    const OPERATORS = `query($filter: SalesFilter!) { operatorPerformance(filter: $filter) { NOME_PROFISSIONAL NUM_CUPONS_TOTAL } }`;
    const DETAILS = `query($filter: SalesFilter!) { operatorDetails(operatorId: "101", filter: $filter) { NOME_PROFISSIONAL } }`;
    const STORES = `query($filter: SalesFilter!) { clubStores(filter: $filter) { ID_UNIDADE NUM_CUPONS } }`;
    const DASHBOARD = `query($filter: SalesFilter!) { clubDashboard(filter: $filter) { metrics { NUM_CUPONS } } }`;

    it("gives operators' names to a manager with employee-PII access", async () => {
      const gerente = await signedIn(fixture.server, 'gerente@bompreco.com.br');
      const result = await gerente.gql(OPERATORS, { filter: MARCH });
      expect(result.errors).toBeUndefined();
      expect(result.data!.operatorPerformance.map((row: { NOME_PROFISSIONAL: string }) => row.NOME_PROFISSIONAL)).toEqual(['Rita Santos', 'Joana Alves', 'Joana Alves']);
      expect((await gerente.gql(DETAILS, { filter: MARCH })).data!.operatorDetails.NOME_PROFISSIONAL).toBe('Joana Alves');
    });

    it('refuses operators to a user without employee-PII access, while the club pages stay open to an analyst', async () => {
      const analista = await signedIn(fixture.server, 'analista@bompreco.com.br');
      const refused = await analista.gql(OPERATORS, { filter: MARCH });
      expect(refused.errors?.[0].extensions?.code).toBe('FORBIDDEN');
      expect(refused.data?.operatorPerformance ?? null).toBeNull();
      expect((await analista.gql(DETAILS, { filter: MARCH })).errors?.[0].extensions?.code).toBe('FORBIDDEN');
      const stores = await analista.gql(STORES, { filter: MARCH });
      expect(stores.errors).toBeUndefined();
      expect(stores.data!.clubStores.find((row: { ID_UNIDADE: string }) => row.ID_UNIDADE === '2').NUM_CUPONS).toBe(5);
      const promo = await signedIn(fixture.server, 'promo@atacadaopromo.com.br');
      expect((await promo.gql(DASHBOARD, { filter: MARCH })).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    });

    it('refuses operators to a manager whose employee-PII access was withdrawn', async () => {
      await fixture.server.stores.pg.query(`update users set has_pii_employees_access = false where email = 'gerente@bompreco.com.br'`);
      try {
        const gerente = await signedIn(fixture.server, 'gerente@bompreco.com.br');
        const result = await gerente.gql(OPERATORS, { filter: MARCH });
        expect(result.errors?.[0].extensions?.code).toBe('FORBIDDEN');
        expect(JSON.stringify(result)).not.toContain('Joana');
      } finally {
        await fixture.server.stores.pg.query(`update users set has_pii_employees_access = true where email = 'gerente@bompreco.com.br'`);
      }
    });
  });
});
