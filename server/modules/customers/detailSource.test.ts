import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DEMO_ACCOUNT_IDS } from '../../seed/demo';
import { startTestServer, type TestServer } from '../../testing/harness';
import { linesOf, loadSalesFixture } from '../../testing/salesFixture';
import { cpfCheckDigits } from '../../../src/shared/lib/document';
import { CUSTOMER_TICKETS, SALES_FACTS, customerFavourites, customerKpis, customerPurchases } from './analytics';

const ACCOUNT = DEMO_ACCOUNT_IDS.bompreco;
const OTHER = DEMO_ACCOUNT_IDS['rede-mais'];
const cpf = (i: number) => `8${String(i).padStart(8, '0')}${cpfCheckDigits(`8${String(i).padStart(8, '0')}`)}`;

const PRODUCTS = Array.from({ length: 14 }, (_, i) => ({ sku: `S${i}`, name: `Produto ${i}`, department: ['Mercearia', 'Açougue', 'Bebidas', ''][i % 4], is_weightable: i % 5 === 0 }));
// five consumers, registered on different days; the first buys 40 times (four pages of ten), some
// tickets at the same instant (the page's tie-break is the ticket id), some before registering
const people = Array.from({ length: 5 }, (_, i) => ({
  document_no: cpf(i),
  person_type: 'F',
  name: `Pessoa ${i}`,
  created_at: `2025-0${2 + i}-10T09:00:00-03:00`,
  unit_id_erp: '1',
}));
function sale(id: string, doc: string | null, at: string, lines: [sku: number, quantity: number, price: number][]) {
  const items = lines.map(([sku, quantity, price]) => ({ sku: `S${sku}`, quantity, unit_price: price, discount: sku % 3 === 0 ? 0.5 : 0, total: Math.round(quantity * price * 100) / 100 - (sku % 3 === 0 ? 0.5 : 0) }));
  return { ticket_id: id, unit_id_erp: String(1 + (id.length % 3)), document_no: doc, created_at: at, total: Math.round(items.reduce((sum, item) => sum + item.total, 0) * 100) / 100, items };
}
const sales = [
  ...Array.from({ length: 40 }, (_, k) =>
    sale(`A${k}`, people[0].document_no, `2025-${String(1 + (k % 12)).padStart(2, '0')}-${String(1 + ((k * 7) % 27)).padStart(2, '0')}T${k % 4 === 0 ? '10' : String(11 + (k % 8))}:00:00-03:00`, [
      [k % 14, 1 + (k % 3), 4.5 + k],
      [(k * 5) % 14, 0.75, 19.9],
    ]),
  ),
  ...Array.from({ length: 12 }, (_, k) => sale(`B${k}`, people[1].document_no, `2025-0${1 + (k % 9)}-15T12:00:00-03:00`, [[(k * 3) % 14, 2, 7.25]])),
  sale('C1', people[2].document_no, '2025-06-01T08:00:00-03:00', [[1, 1, 10]]),
  sale('N1', null, '2025-06-01T08:00:00-03:00', [[1, 100, 10]]),
];

/**
 * The detail reads a consumer's tickets from their copies ordered by document (CH 021, written by
 * the facts' materialized views); each figure must be what the facts themselves give.
 */
describe("a customer's detail from the copies by document equals the one from the sales facts", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
    await loadSalesFixture(server, ACCOUNT, { products: PRODUCTS, consumers: people, sales });
    // another account with the first document and tickets of the same ids: never in this one's detail
    await loadSalesFixture(server, OTHER, { products: PRODUCTS, consumers: [people[0]], sales: sales.slice(0, 5) });
  });
  afterAll(() => server.close());

  it('copies every fact with a document, and only those', async () => {
    const ch = server.stores.ch;
    const count = async (sql: string) => Number((await ch.query<{ n: string }>(sql))[0].n);
    expect(await count('SELECT count() AS n FROM customer_tickets')).toBe(await count("SELECT count() AS n FROM tickets WHERE document_no != ''"));
    expect(await count('SELECT count() AS n FROM customer_ticket_items')).toBe(await count("SELECT count() AS n FROM ticket_items WHERE document_no != ''"));
    expect(await count('SELECT count() AS n FROM customer_tickets')).toBe(40 + 12 + 1 + 5);
  });

  it('gives the same KPIs, purchase pages and favourites', async () => {
    const ch = server.stores.ch;
    for (const person of people) {
      const who = { accountId: ACCOUNT, documentNo: person.document_no, registered: person.created_at.slice(0, 10) };
      const kpis = await customerKpis(ch, who, CUSTOMER_TICKETS);
      expect(kpis).toEqual(await customerKpis(ch, who, SALES_FACTS));
      for (const offset of [0, 10, 20, 30, 40]) {
        const page = await customerPurchases(ch, who, offset, 11, CUSTOMER_TICKETS);
        expect(page).toEqual(await customerPurchases(ch, who, offset, 11, SALES_FACTS));
        expect(page.total).toBe(kpis.tickets);
      }
      expect(await customerFavourites(ch, who, CUSTOMER_TICKETS)).toEqual(await customerFavourites(ch, who, SALES_FACTS));
    }
    // the first consumer: tickets before registering (January 2025) are not loyalty ones; lines read
    const who = { accountId: ACCOUNT, documentNo: people[0].document_no, registered: '2025-02-10' };
    const kpis = await customerKpis(ch, who);
    expect(kpis.tickets).toBeGreaterThan(20);
    expect(kpis.tickets).toBeLessThan(40);
    const page = await customerPurchases(ch, who, 0, 11);
    expect(page.rows).toHaveLength(11);
    expect(page.rows.every((row) => row.lines.length === 2)).toBe(true);
    const favourites = await customerFavourites(ch, who);
    expect(favourites.products.length).toBe(10);
    expect(favourites.departments.map((row) => row.department).sort()).toEqual(['', 'Açougue', 'Bebidas', 'Mercearia']);
  });

  it('keeps new loads and a taken-back batch in step', async () => {
    const ch = server.stores.ch;
    const who = { accountId: ACCOUNT, documentNo: people[3].document_no, registered: '2025-05-10' };
    await server.services.ingest.ingestLines(ACCOUNT, 'sales', linesOf([sale('D1', people[3].document_no, '2025-07-01T10:00:00-03:00', [[2, 3, 8]])]), 'cli');
    expect((await customerKpis(ch, who)).tickets).toBe(1);
    expect(await customerPurchases(ch, who, 0, 11)).toEqual(await customerPurchases(ch, who, 0, 11, SALES_FACTS));
    async function* broken() {
      yield* linesOf([sale('D2', people[3].document_no, '2025-07-02T10:00:00-03:00', [[4, 1, 8]])]);
      throw new Error('connection reset');
    }
    await expect(server.services.ingest.ingestLines(ACCOUNT, 'sales', broken(), 'http')).rejects.toThrow('connection reset');
    expect(await customerKpis(ch, who)).toEqual(await customerKpis(ch, who, SALES_FACTS));
    expect((await customerKpis(ch, who)).tickets).toBe(1);
    expect(await customerFavourites(ch, who)).toEqual(await customerFavourites(ch, who, SALES_FACTS));
  });
});
