import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DEMO_ACCOUNT_IDS } from '../../seed/demo';
import { signedIn, startTestServer, type TestClient, type TestServer } from '../../testing/harness';
import { loadSalesFixture, oneLineSale } from '../../testing/salesFixture';

const ACCOUNT = DEMO_ACCOUNT_IDS.bompreco;
const products = [
  { sku: '1001', name: 'Café Torrado 500g', department: 'Mercearia', category: 'Cafés', brand: 'Pilão', measure: 'UN' },
  { sku: '1002', name: 'Cerveja Lata 350ml', department: 'Bebidas', category: 'Cervejas', brand: 'X', measure: 'UN' },
  { sku: '1003', name: 'Refrigerante 2L', department: 'Bebidas', category: 'Refrigerantes', brand: 'Y', measure: 'UN' },
];
const consumer = (document_no: string, city: string, neighborhood: string) => ({
  document_no,
  person_type: 'F',
  name: `Cliente ${document_no}`,
  gender: 'F',
  created_at: '2024-01-10T09:00:00-03:00',
  unit_id_erp: '1',
  address: { city_name: city, neighborhood, federative_unit: 'BA' },
});
const consumers = [
  consumer('52998224725', 'Camaçari', 'Centro'),
  consumer('11144477735', 'Camaçari', 'Abrantes'),
  consumer('39053344705', 'Salvador', 'Barra'),
];
const sales = [{ ...oneLineSale('A1', '1', '52998224725', '2026-03-20T10:00:00-03:00', 10), items: [{ sku: '1002', quantity: 1, unit_price: 10, total: 10 }] }];

describe('segmentLookup: the values the editor offers', () => {
  let server: TestServer;
  let gerente: TestClient;
  let other: TestClient;
  const lookup = (client: TestClient, kind: string, search?: string) =>
    client.gql('query($k: SegmentLookupKind!, $s: String) { segmentLookup(kind: $k, search: $s) { value label hint } }', { k: kind, s: search ?? null });

  beforeAll(async () => {
    server = await startTestServer();
    await loadSalesFixture(server, ACCOUNT, { products, consumers, sales });
    gerente = await signedIn(server, 'gerente@bompreco.com.br');
    other = await signedIn(server, 'franqueador@redemais.com.br');
  });
  afterAll(() => server.close());

  it('lists the cities the consumers live in, the most common first, searched without accents', async () => {
    expect((await lookup(gerente, 'cities')).data?.segmentLookup).toEqual([
      { value: 'Camaçari', label: 'Camaçari', hint: null },
      { value: 'Salvador', label: 'Salvador', hint: null },
    ]);
    expect((await lookup(gerente, 'cities', 'CAMACARI')).data?.segmentLookup.map((o: { value: string }) => o.value)).toEqual(['Camaçari']);
  });

  it('gives each neighbourhood its city, and the states', async () => {
    const neighborhoods = (await lookup(gerente, 'neighborhoods', 'barra')).data?.segmentLookup;
    expect(neighborhoods).toEqual([{ value: 'Barra', label: 'Barra', hint: 'Salvador' }]);
    expect((await lookup(gerente, 'federative_units')).data?.segmentLookup.map((o: { value: string }) => o.value)).toEqual(['BA']);
  });

  it('lists departments, categories with their department, and products by name or SKU', async () => {
    const departments = (await lookup(gerente, 'departments')).data?.segmentLookup.map((o: { value: string }) => o.value);
    expect(departments?.slice(0, 2)).toEqual(['Bebidas', 'Mercearia']);
    expect((await lookup(gerente, 'categories', 'cerv')).data?.segmentLookup).toEqual([{ value: 'Cervejas', label: 'Cervejas', hint: 'Bebidas' }]);
    expect((await lookup(gerente, 'skus', 'cafe')).data?.segmentLookup).toEqual([{ value: '1001', label: 'Café Torrado 500g', hint: 'SKU 1001' }]);
    expect((await lookup(gerente, 'skus', '1003')).data?.segmentLookup[0]).toEqual({ value: '1003', label: 'Refrigerante 2L', hint: 'SKU 1003' });
  });

  it('lists the account’s own stores only', async () => {
    const mine = (await lookup(gerente, 'units')).data?.segmentLookup as { value: string; label: string }[];
    const theirs = (await lookup(other, 'units')).data?.segmentLookup as { value: string; label: string }[];
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.map((o) => o.label)).not.toEqual(theirs.map((o) => o.label));
    expect(mine.find((o) => o.value === '1')).toBeTruthy();
  });

  it('refuses an unknown lookup', async () => {
    expect((await lookup(gerente, 'shoes')).errors?.[0].message).toBeTruthy();
  });
});
