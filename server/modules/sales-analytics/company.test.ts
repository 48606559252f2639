import { beforeAll, describe, expect, it } from '@jest/globals';
import { DEMO_ACCOUNT_IDS } from '../../seed/demo';
import { signedIn, type TestClient } from '../../testing/harness';
import { oneLineSale as sale, withSalesFixture } from '../../testing/salesFixture';
import { analyticsTable } from './tables';
import { companyPerformance } from './company';
import { decompose, lmdiEffects, revenueDecomposition, roundEffectsToCents, type PeriodFigures } from './decomposition';

const ACCOUNT = DEMO_ACCOUNT_IDS.bompreco;

// Ana registered long ago; Bia registers on 05/03/2026, so her purchase of 06/03/2025 is not loyalty.
const ANA = '52998224725';
const BIA = '11144477735';
const consumers = [
  { document_no: ANA, person_type: 'F', name: 'Ana', created_at: '2024-01-10T09:00:00-03:00', unit_id_erp: '1' },
  { document_no: BIA, person_type: 'F', name: 'Bia', created_at: '2026-03-05T09:00:00-03:00', unit_id_erp: '2' },
];

const tickets = [
  // March 2026: Mondays 02/03 and 09/03 at 9h, Tuesday 10/03 at 18h, Sunday 15/03 at 10h
  sale('A1', '1', ANA, '2026-03-02T09:15:00-03:00', 100),
  sale('A2', '1', ANA, '2026-03-09T09:40:00-03:00', 50),
  sale('B1', '2', BIA, '2026-03-10T18:05:00-03:00', 30),
  sale('N1', '2', null, '2026-03-10T18:30:00-03:00', 20),
  sale('N2', '1', null, '2026-03-15T10:00:00-03:00', 10),
  // March 2025 (the comparison / reference period)
  sale('R1', '1', ANA, '2025-03-03T10:00:00-03:00', 40),
  sale('R2', '1', null, '2025-03-04T11:00:00-03:00', 15),
  sale('R3', '2', null, '2025-03-05T12:00:00-03:00', 25),
  sale('R4', '2', BIA, '2025-03-06T12:00:00-03:00', 10),
];

const MARCH = { start: '2026-03-01', end: '2026-03-31' };
const MARCH_2025 = { start: '2025-03-01', end: '2025-03-31' };

describe('company performance and revenue decomposition, against figures computed by hand', () => {
  const fixture = withSalesFixture(ACCOUNT, { consumers, sales: tickets }, MARCH);

  it('ranks the stores by revenue with loyalty share, share of the company and change vs. the year before', async () => {
    const { stores } = await companyPerformance(fixture.server.stores.ch, fixture.scope);
    // store 1: A1 + A2 + N2 = 160 (loyalty 150), 2025: R1 + R2 = 55; store 2: B1 + N1 = 50 (loyalty 30), 2025: R3 + R4 = 35
    expect(stores).toHaveLength(2);
    const [first, second] = stores;
    expect(first).toMatchObject({ unitIdErp: '1', name: fixture.unitNames['1'], rank: 1, VAL_FATURAMENTO: 160, NUM_CUPONS: 3, VAL_FATURAMENTO_DTA: 55 });
    expect(first.VAL_TICKET_MEDIO).toBeCloseTo(160 / 3, 9);
    expect(first.PER_FATURAMENTO_FIDELIDADE).toBeCloseTo(93.75, 9);
    expect(first.PER_FATURAMENTO_DTA).toBeCloseTo((160 / 55 - 1) * 100, 9);
    expect(first.PER_PARTICIPACAO).toBeCloseTo((160 / 210) * 100, 9);
    expect(second).toMatchObject({ unitIdErp: '2', name: fixture.unitNames['2'], rank: 2, VAL_FATURAMENTO: 50, NUM_CUPONS: 2, VAL_TICKET_MEDIO: 25, VAL_FATURAMENTO_DTA: 35 });
    expect(second.PER_FATURAMENTO_FIDELIDADE).toBeCloseTo(60, 9);
  });

  it('applies the store and loyalty filters to the stores', async () => {
    const { stores } = await companyPerformance(fixture.server.stores.ch, { ...fixture.scope, units: ['2'], loyalty: 'NON_LOYALTY' });
    // N1 only; in 2025 R3 and R4 (Bia was not registered yet)
    expect(stores).toEqual([expect.objectContaining({ unitIdErp: '2', VAL_FATURAMENTO: 20, NUM_CUPONS: 1, VAL_FATURAMENTO_DTA: 35 })]);
  });

  it('counts coupons by weekday (1 = Monday) and local hour', async () => {
    const { hours } = await companyPerformance(fixture.server.stores.ch, fixture.scope);
    expect(hours).toEqual([
      { weekday: 1, hour: 9, NUM_CUPONS: 2, VAL_FATURAMENTO: 150 },
      { weekday: 2, hour: 18, NUM_CUPONS: 2, VAL_FATURAMENTO: 50 },
      { weekday: 7, hour: 10, NUM_CUPONS: 1, VAL_FATURAMENTO: 10 },
    ]);
  });

  it('decomposes the loyalty and non-loyalty change with LMDI, effects adding up to the change to the cent', async () => {
    const result = await revenueDecomposition(fixture.server.stores.ch, fixture.scope, MARCH_2025);
    // loyalty: 2025 R1 = 40 (1 client, 1 coupon); 2026 A1 + A2 + B1 = 180 (2 clients, 3 coupons)
    expect(result.loyalty).toMatchObject({ referenceRevenue: 40, currentRevenue: 180, referenceClients: 1, currentClients: 2, referenceTickets: 1, currentTickets: 3 });
    const weight = (180 - 40) / Math.log(180 / 40);
    const cents = (value: number) => Math.round(value * 100) / 100;
    expect(result.loyalty.VAL_EFEITO_CLIENTES).toBe(cents(weight * Math.log(2 / 1)));
    expect(result.loyalty.VAL_EFEITO_FREQUENCIA).toBe(cents(weight * Math.log(1.5 / 1)));
    // T: 40 → 60
    expect(result.loyalty.VAL_EFEITO_TICKET_MEDIO).toBe(cents(weight * Math.log(60 / 40)));
    // non-loyalty: 2025 R2 + R3 + R4 = 50 (3 coupons); 2026 N1 + N2 = 30 (2 coupons)
    expect(result.nonLoyalty).toMatchObject({ referenceRevenue: 50, currentRevenue: 30, referenceTickets: 3, currentTickets: 2 });
    const otherWeight = (30 - 50) / Math.log(30 / 50);
    expect(result.nonLoyalty.VAL_EFEITO_CUPONS_NAO_FIDELIDADE).toBe(cents(otherWeight * Math.log(2 / 3)));
    expect(result.nonLoyalty.VAL_EFEITO_TICKET_NAO_FIDELIDADE).toBeCloseTo(otherWeight * Math.log(15 / (50 / 3)), 2);
    expect(result).toMatchObject({ VAL_FATURAMENTO_REFERENCIA: 90, VAL_FATURAMENTO: 210, VAL_VARIACAO_FATURAMENTO: 120 });
    const effects = [
      result.loyalty.VAL_EFEITO_CLIENTES,
      result.loyalty.VAL_EFEITO_FREQUENCIA,
      result.loyalty.VAL_EFEITO_TICKET_MEDIO,
      result.nonLoyalty.VAL_EFEITO_CUPONS_NAO_FIDELIDADE,
      result.nonLoyalty.VAL_EFEITO_TICKET_NAO_FIDELIDADE,
    ];
    expect(Math.round(effects.reduce((a, b) => a + b, 0) * 100)).toBe(12_000);
  });

  it('exports the pages tables with the same figures, formatted in pt-BR', async () => {
    const rows = await analyticsTable('empresa.desempenho')!.rows(fixture.server.stores.ch, fixture.scope, {}, { db: fixture.server.stores.pg, personalData: true });
    expect(rows[0]).toEqual(['1º', fixture.unitNames['1'], 'R$\u00a0160,00', '76,2%', '3', 'R$\u00a053,33', '93,8%', 'R$\u00a055,00', '190,9%']);
    const decomposition = await analyticsTable('empresa.decomposicao')!.rows(fixture.server.stores.ch, fixture.scope, { referenceStart: '2025-03-01', referenceEnd: '2025-03-31' }, { db: fixture.server.stores.pg, personalData: true });
    expect(decomposition.at(-1)).toEqual(['Variação', 'R$\u00a0120,00']);
    const monthly = await analyticsTable('empresa.faturamento')!.rows(fixture.server.stores.ch, fixture.scope, { granularity: 'MENSAL' }, { db: fixture.server.stores.pg, personalData: true });
    expect(monthly).toEqual([['mar/2026', 'R$\u00a0210,00', '5', 'R$\u00a042,00', 'R$\u00a0180,00', '85,7%', '5']]);
  });

  describe('over GraphQL', () => {
    let gerente: TestClient;
    const PERFORMANCE = `query($filter: SalesFilter!) { companyPerformance(filter: $filter) { stores { unitIdErp rank VAL_FATURAMENTO } hours { weekday hour NUM_CUPONS } } }`;
    const DECOMPOSITION = `query($filter: SalesFilter!, $reference: DayRange!) { revenueDecomposition(filter: $filter, reference: $reference) { VAL_VARIACAO_FATURAMENTO loyalty { VAL_EFEITO_CLIENTES } } }`;

    beforeAll(async () => {
      gerente = await signedIn(fixture.server, 'gerente@bompreco.com.br');
    });

    it('answers the pages of those who may open them (the analyst too)', async () => {
      const performance = await gerente.gql(PERFORMANCE, { filter: { ...MARCH, units: ['1'] } });
      expect(performance.errors).toBeUndefined();
      expect(performance.data!.companyPerformance.stores).toEqual([{ unitIdErp: '1', rank: 1, VAL_FATURAMENTO: 160 }]);
      const analista = await signedIn(fixture.server, 'analista@bompreco.com.br');
      const decomposition = await analista.gql(DECOMPOSITION, { filter: MARCH, reference: MARCH_2025 });
      expect(decomposition.errors).toBeUndefined();
      expect(decomposition.data!.revenueDecomposition.VAL_VARIACAO_FATURAMENTO).toBe(120);
    });

    it('refuses those who may not open the pages', async () => {
      const promo = await signedIn(fixture.server, 'promo@atacadaopromo.com.br');
      expect((await promo.gql(PERFORMANCE, { filter: MARCH })).errors?.[0].extensions?.code).toBe('FORBIDDEN');
      expect((await promo.gql(DECOMPOSITION, { filter: MARCH, reference: MARCH_2025 })).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    });

    it('refuses a reference period that ends before it starts, in pt-BR', async () => {
      const result = await gerente.gql(DECOMPOSITION, { filter: MARCH, reference: { start: '2025-03-31', end: '2025-03-01' } });
      expect(result.errors?.[0].message).toContain('a data inicial de referência deve ser anterior ou igual à final');
    });
  });
});

describe('LMDI decomposition (pure)', () => {
  const figures = (loyaltyRevenue: number, loyaltyTickets: number, clients: number, otherRevenue: number, otherTickets: number): PeriodFigures => ({
    loyaltyRevenue,
    loyaltyTickets,
    clients,
    otherRevenue,
    otherTickets,
  });
  const sumOf = (result: ReturnType<typeof decompose>) =>
    Math.round(
      (result.loyalty.VAL_EFEITO_CLIENTES +
        result.loyalty.VAL_EFEITO_FREQUENCIA +
        result.loyalty.VAL_EFEITO_TICKET_MEDIO +
        result.nonLoyalty.VAL_EFEITO_CUPONS_NAO_FIDELIDADE +
        result.nonLoyalty.VAL_EFEITO_TICKET_NAO_FIDELIDADE) *
        100,
    );

  it('adds up to the change to the cent for many random periods', () => {
    // a fixed LCG, so a failure reproduces
    let seed = 42;
    const random = () => ((seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31);
    const money = () => Math.round(random() * 10_000_000) / 100;
    for (let i = 0; i < 2000; i += 1) {
      const clients0 = 1 + Math.floor(random() * 500);
      const clients1 = 1 + Math.floor(random() * 500);
      const before = figures(money(), clients0 + Math.floor(random() * 900), clients0, money(), 1 + Math.floor(random() * 900));
      const after = figures(money(), clients1 + Math.floor(random() * 900), clients1, money(), 1 + Math.floor(random() * 900));
      const result = decompose(before, after, '2025-01-01', '2025-01-31');
      expect(sumOf(result)).toBe(Math.round((result.VAL_FATURAMENTO - result.VAL_FATURAMENTO_REFERENCIA) * 100));
      expect(Math.round(result.VAL_VARIACAO_FATURAMENTO * 100)).toBe(sumOf(result));
    }
  });

  it('gives the whole change to clients when the reference period had none, and to coupons when there were no coupons', () => {
    const result = decompose(figures(0, 0, 0, 0, 0), figures(300, 6, 3, 80, 4), '2025-01-01', '2025-01-31');
    expect(result.loyalty).toMatchObject({ VAL_EFEITO_CLIENTES: 300, VAL_EFEITO_FREQUENCIA: 0, VAL_EFEITO_TICKET_MEDIO: 0 });
    expect(result.nonLoyalty).toMatchObject({ VAL_EFEITO_CUPONS_NAO_FIDELIDADE: 80, VAL_EFEITO_TICKET_NAO_FIDELIDADE: 0 });
    const gone = decompose(figures(300, 6, 3, 80, 4), figures(0, 0, 0, 0, 0), '2025-01-01', '2025-01-31');
    expect(gone.loyalty.VAL_EFEITO_CLIENTES).toBe(-300);
    expect(gone.VAL_VARIACAO_FATURAMENTO).toBe(-380);
  });

  it('has effects in full precision that add up to the change, and no effect for an unchanged factor', () => {
    const effects = lmdiEffects([10, 2, 50], [12, 2, 45], 1000, 1080);
    expect(effects[1]).toBe(0);
    expect(effects.reduce((a, b) => a + b, 0)).toBeCloseTo(80, 9);
    // 0 + 0 + 0 cents would miss the change's cent: the largest effect takes it
    expect(roundEffectsToCents([0.004, 0.002, 0.004], 0.01)).toEqual([0.01, 0, 0]);
  });
});
