import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DEMO_ACCOUNT_IDS } from '../../seed/demo';
import { startTestServer, type TestServer } from '../../testing/harness';
import { loadSalesFixture, oneLineSale } from '../../testing/salesFixture';
import { makeCnpj } from '../../seed/cnpj';
import { cpfCheckDigits } from '../../../src/shared/lib/document';
import { bestCustomers } from './analytics';

const ACCOUNT = DEMO_ACCOUNT_IDS.bompreco;
// 106 consumers: 97 with distinct revenues, then five tied at R$ 100,00 in one ticket (places 98–102,
// registered on different days), then four below; two of the tied and one below are companies
const people = Array.from({ length: 106 }, (_, i) => ({
  document_no: i === 98 || i === 100 || i === 104 ? makeCnpj('11222333', i) : `7${String(i).padStart(8, '0')}${cpfCheckDigits(`7${String(i).padStart(8, '0')}`)}`,
  person_type: i === 98 || i === 100 || i === 104 ? 'J' : 'F',
  name: `Pessoa ${i}`,
  created_at: `2025-0${1 + (i % 9)}-${String(10 + (i % 17)).padStart(2, '0')}T09:00:00-03:00`,
  unit_id_erp: '1',
}));
const revenue = (i: number) => (i < 97 ? 1000 - i : i < 102 ? 100 : 160 - i);
const sales = people.map((person, i) => oneLineSale(`T${i}`, i % 2 ? '1' : '3', person.document_no, '2026-03-10T10:00:00-03:00', revenue(i)));

/** The stored leaders of the default period (CH 018) against the general query, with ties at the 100th place. */
describe('the best customers of the default period: ties at the 100th place', () => {
  let server: TestServer;
  let run: string;
  beforeAll(async () => {
    server = await startTestServer();
    run = (await loadSalesFixture(server, ACCOUNT, { consumers: people, sales })).run;
  });
  afterAll(() => server.close());

  it('keeps whoever ties with the 100th, per view, and ranks like the general query', async () => {
    const ch = server.stores.ch;
    const stored = await ch.query<{ view: string; n: string }>(
      'SELECT view, count() AS n FROM agg_best_customers_top WHERE account_id = {a:UUID} AND processing_uuid = {r:UUID} GROUP BY view ORDER BY view',
      { a: ACCOUNT, r: run },
    );
    // everyone: 97 + the five tied at places 98–102; persons: 100 (their 98th–100th places are three of
    // the tied); companies: the three
    expect(stored.map((row) => [row.view, Number(row.n)])).toEqual([
      ['', 102],
      ['F', 100],
      ['J', 3],
    ]);
    const scope = { accountId: ACCOUNT, run, start: '2025-04-01', end: '2026-03-10' };
    for (const personType of [null, 'F', 'J'] as const) {
      const fromStored = await bestCustomers(ch, { ...scope, units: null, personType });
      const general = await bestCustomers(ch, { ...scope, units: ['1', '3'], personType });
      expect(fromStored).toEqual(general);
      expect(fromStored.length).toBe(personType === 'J' ? 3 : 100);
    }
  });
});
