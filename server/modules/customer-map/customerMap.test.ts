import { describe, expect, it } from '@jest/globals';
import { DEFAULT_RECENCY_CRITERIA } from '../accounts';
import { DEMO_ACCOUNT_IDS } from '../../seed/demo';
import { signedIn } from '../../testing/harness';
import { oneLineSale as sale, withSalesFixture } from '../../testing/salesFixture';
import { pointsPath } from './resolvers';
import { COARSE_GRID_DEGREES, encodePoints, mapPoints, mapSummary, mapSummaryFromRollups, mapSummaryPerConsumer, neighborhoodFigures, statusCount, type MapScope } from './service';

const ACCOUNT = DEMO_ACCOUNT_IDS.bompreco;

const address = (neighborhood: string, city: string, latitude?: number, longitude?: number) => ({
  neighborhood,
  city_name: city,
  federative_unit: 'BA',
  ...(latitude === undefined ? {} : { latitude, longitude }),
});

// On 31/03/2026 (default criteria): ANA active (bought 20/03), BIA recent inactive (bought 10/01,
// 80 days before), CAIO at risk (bought 10/11/2025, 141 days), DUDA lost (bought 2025-06-01),
// EVA never bought, FABIO never bought and registered at store 2, GIL registered after the
// reference date (not on the map); FABIO has no position.
const ANA = '52998224725';
const BIA = '11144477735';
const CAIO = '39053344705';
const DUDA = '71428793860';
const EVA = '86288366757';
const FABIO = '12345678909';
const GIL = '98765432100';
const consumers = [
  { document_no: ANA, person_type: 'F', name: 'Ana', created_at: '2024-01-10T09:00:00-03:00', unit_id_erp: '1', address: address('Pituba', 'Salvador', -12.99, -38.45) },
  { document_no: BIA, person_type: 'F', name: 'Bia', created_at: '2024-01-10T09:00:00-03:00', unit_id_erp: '1', address: address('Pituba', 'Salvador', -12.98, -38.46) },
  { document_no: CAIO, person_type: 'F', name: 'Caio', created_at: '2024-01-10T09:00:00-03:00', unit_id_erp: '1', address: address('Itapuã', 'Salvador', -12.94, -38.36) },
  { document_no: DUDA, person_type: 'F', name: 'Duda', created_at: '2024-01-10T09:00:00-03:00', unit_id_erp: '1', address: address('Centro', 'Camaçari', -12.7, -38.32) },
  { document_no: EVA, person_type: 'F', name: 'Eva', created_at: '2024-01-10T09:00:00-03:00', unit_id_erp: '1', address: address('Centro', 'Camaçari', -12.69, -38.33) },
  { document_no: FABIO, person_type: 'F', name: 'Fábio', created_at: '2024-01-10T09:00:00-03:00', unit_id_erp: '2', address: address('Itapuã', 'Salvador') },
  { document_no: GIL, person_type: 'F', name: 'Gil', created_at: '2026-04-05T09:00:00-03:00', unit_id_erp: '1', address: address('Pituba', 'Salvador', -12.97, -38.45) },
];
const tickets = [
  sale('A1', '1', ANA, '2026-03-20T10:00:00-03:00', 100),
  sale('A2', '2', ANA, '2026-02-20T10:00:00-03:00', 30),
  sale('B1', '1', BIA, '2026-01-10T10:00:00-03:00', 50),
  sale('C1', '2', CAIO, '2025-11-10T10:00:00-03:00', 70),
  sale('D1', '1', DUDA, '2025-06-01T10:00:00-03:00', 20),
  sale('G1', '1', GIL, '2026-04-10T10:00:00-03:00', 10),
];

describe('the points address', () => {
  // the page builds the same address ahead of the query's answer (src/pages/customer-map/api/points.test.ts)
  it('carries the period, then the stores and statuses when filtered', () => {
    expect(pointsPath({ start: '2025-12-01', end: '2026-11-22', units: null, statuses: null })).toBe('/api/customers/map/points?start=2025-12-01&end=2026-11-22');
    expect(pointsPath({ start: '2025-12-01', end: '2026-11-22', units: ['1', '2'], statuses: ['actives', 'atRisk'] })).toBe(
      '/api/customers/map/points?start=2025-12-01&end=2026-11-22&units=1%2C2&statuses=actives%2CatRisk',
    );
  });
});

describe('customer map: statuses, neighbourhoods, points and the visible area', () => {
  const fixture = withSalesFixture(ACCOUNT, { consumers, sales: tickets }, { start: '2026-03-01', end: '2026-03-31' });
  const scope = (patch: Partial<MapScope> = {}): MapScope => ({
    accountId: ACCOUNT,
    run: fixture.run,
    start: '2026-02-01',
    end: '2026-03-31',
    units: null,
    statuses: null,
    ...patch,
  });

  it('counts every registered consumer by activity status on the reference date, filters by registration store and status', async () => {
    const ch = fixture.server.stores.ch;
    expect(await statusCount(ch, scope(), DEFAULT_RECENCY_CRITERIA, null)).toEqual({
      total: 6,
      actives: 1,
      recentInactives: 1,
      atRisk: 1,
      losses: 1,
      neverBought: 2,
    });
    expect((await statusCount(ch, scope({ units: ['2'] }), DEFAULT_RECENCY_CRITERIA, null)).total).toBe(1);
    expect(await statusCount(ch, scope({ statuses: ['actives', 'losses'] }), DEFAULT_RECENCY_CRITERIA, null)).toMatchObject({ total: 2, actives: 1, losses: 1, atRisk: 0 });
    // on 31/01/2026: Bia active (21 days), Caio a recent inactive (82 days), Ana had not bought yet
    expect(await statusCount(ch, scope({ end: '2026-01-31' }), DEFAULT_RECENCY_CRITERIA, null)).toMatchObject({ actives: 1, recentInactives: 1, neverBought: 3, losses: 1 });
  });

  it('counts only the located consumers inside the visible area', async () => {
    const ch = fixture.server.stores.ch;
    // Salvador's box: Ana, Bia and Caio (Fábio has no position)
    const salvador = { west: -38.5, south: -13.1, east: -38.3, north: -12.9 };
    expect(await statusCount(ch, scope(), DEFAULT_RECENCY_CRITERIA, salvador)).toEqual({ total: 3, actives: 1, recentInactives: 1, atRisk: 1, losses: 0, neverBought: 0 });
    expect((await statusCount(ch, scope(), DEFAULT_RECENCY_CRITERIA, { west: 0, south: 0, east: 1, north: 1 })).total).toBe(0);
  });

  it('sums each neighbourhood: consumers, actives, loyalty revenue in the period and its centre', async () => {
    const rows = await neighborhoodFigures(fixture.server.stores.ch, scope(), DEFAULT_RECENCY_CRITERIA);
    const byName = Object.fromEntries(rows.map((row) => [`${row.neighborhood}/${row.city}`, row]));
    expect(rows.map((row) => row.consumers)).toEqual([2, 2, 2]);
    // Ana's 20/02 and 20/03 tickets (any store) fall in February–March; Bia's is January
    expect(byName['Pituba/Salvador']).toMatchObject({ consumers: 2, actives: 1, activeShare: 50, loyaltyRevenue: 130 });
    expect(byName['Pituba/Salvador'].latitude).toBeCloseTo(-12.985, 9);
    expect(byName['Centro/Camaçari']).toMatchObject({ consumers: 2, actives: 0, loyaltyRevenue: 0 });
    // Fábio has no position: the centre is Caio's alone
    expect(byName['Itapuã/Salvador']).toMatchObject({ consumers: 2, latitude: -12.94, longitude: -38.36 });
  });

  it('reads the summary from the rollups (nobody bought after the reference date) with the figures of the per-consumer pass', async () => {
    const ch = fixture.server.stores.ch;
    const rounded = (summary: Awaited<ReturnType<typeof mapSummaryPerConsumer>>) => ({
      ...summary,
      neighborhoods: summary.neighborhoods.map((row) => ({ ...row, latitude: row.latitude?.toFixed(9), longitude: row.longitude?.toFixed(9) })),
    });
    let revenue = 0;
    // Gil's 10/04 ticket is the last purchase: reference dates from that day on
    for (const end of ['2026-04-10', '2026-04-30', '2026-05-15', '2026-12-31']) {
      for (const start of ['2025-05-01', '2025-06-02', '2026-02-01', '2026-02-21', '2026-03-20', '2026-04-10']) {
        for (const units of [null, ['1'], ['2']]) {
          const s = scope({ start, end, units });
          const expected = rounded(await mapSummaryPerConsumer(ch, s, DEFAULT_RECENCY_CRITERIA));
          expect({ start, end, units, summary: rounded(await mapSummaryFromRollups(ch, s, DEFAULT_RECENCY_CRITERIA)) }).toEqual({ start, end, units, summary: expected });
          expect(rounded(await mapSummary(ch, s, DEFAULT_RECENCY_CRITERIA))).toEqual(expected);
          revenue += expected.neighborhoods.reduce((sum, row) => sum + row.loyaltyRevenue, 0);
        }
      }
    }
    expect(revenue).toBeGreaterThan(1000);
  });

  it('sends the located consumers as points with their status, coarse without PII access', async () => {
    const ch = fixture.server.stores.ch;
    const exact = await mapPoints(ch, scope(), DEFAULT_RECENCY_CRITERIA, false);
    expect(exact.total).toBe(5);
    const points = Array.from({ length: exact.statuses.length }, (_, i) => [exact.positions[i * 2], exact.positions[i * 2 + 1], exact.statuses[i]]);
    expect(points).toContainEqual([Math.fround(-38.45), Math.fround(-12.99), 0]);
    expect(points).toContainEqual([Math.fround(-38.33), Math.fround(-12.69), 4]);
    const coarse = await mapPoints(ch, scope(), DEFAULT_RECENCY_CRITERIA, true);
    for (const value of coarse.positions) {
      expect(Math.abs(value / COARSE_GRID_DEGREES - Math.round(value / COARSE_GRID_DEGREES))).toBeLessThan(1e-3);
    }
    // past the limit: a sample, never more than the limit, the same consumers each time
    const sampled = await mapPoints(ch, scope(), DEFAULT_RECENCY_CRITERIA, false, 3);
    expect(sampled.total).toBe(5);
    expect(sampled.statuses.length).toBeLessThanOrEqual(3);
    expect(Array.from((await mapPoints(ch, scope(), DEFAULT_RECENCY_CRITERIA, false, 3)).positions)).toEqual(Array.from(sampled.positions));
    const body = encodePoints(exact);
    expect(body.readUInt32LE(0)).toBe(5);
    expect(body.readUInt32LE(4)).toBe(5);
    expect(body.length).toBe(8 + 5 * 9);
  });

  it('answers the page query and the points route to who may open the map, coarse for users without PII access', async () => {
    const { server } = fixture;
    const manager = await signedIn(server, 'gerente@bompreco.com.br');
    const filter = { start: '2026-02-01', end: '2026-03-31' };
    const { data, errors } = await manager.gql(
      `query($filter: CustomerMapFilter!) { customerMap(filter: $filter) { located coarse pointsPath statusCount { total actives } stores { idErp } neighborhoods { neighborhood consumers } } }`,
      { filter },
    );
    expect(errors).toBeUndefined();
    expect(data!.customerMap).toMatchObject({ located: 5, coarse: false, statusCount: { total: 6, actives: 1 } });
    const response = await manager.fetch(data!.customerMap.pointsPath);
    expect(response.headers.get('content-type')).toBe('application/octet-stream');
    const buffer = Buffer.from(await response.arrayBuffer());
    expect(buffer.readUInt32LE(0)).toBe(5);

    const area = await manager.gql(
      `query($filter: CustomerMapFilter!, $bounds: MapBoundsInput!) { customerMapStatusCount(filter: $filter, bounds: $bounds) { total atRisk } }`,
      { filter, bounds: { west: -38.5, south: -13.1, east: -38.3, north: -12.9 } },
    );
    expect(area.data!.customerMapStatusCount).toEqual({ total: 3, atRisk: 1 });

    const analyst = await signedIn(server, 'analista@bompreco.com.br');
    const refused = await analyst.gql(`query($filter: CustomerMapFilter!) { customerMap(filter: $filter) { located } }`, { filter });
    expect(refused.errors?.[0]?.extensions?.code).toBeDefined();
    expect((await analyst.fetch(`/api/customers/map/points?start=2026-02-01&end=2026-03-31`)).status).toBe(403);

    await server.stores.pg.query(`update users set has_pii_access = false where email = 'gerente@bompreco.com.br'`);
    const coarse = await manager.gql(`query($filter: CustomerMapFilter!) { customerMap(filter: $filter) { coarse } }`, { filter });
    expect(coarse.data!.customerMap.coarse).toBe(true);
    const coarseBody = Buffer.from(await (await manager.fetch(data!.customerMap.pointsPath)).arrayBuffer());
    const lng = coarseBody.readFloatLE(8);
    expect(Math.abs(lng / COARSE_GRID_DEGREES - Math.round(lng / COARSE_GRID_DEGREES))).toBeLessThan(1e-3);
  });
});
