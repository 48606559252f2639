import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DEMO_ACCOUNT_IDS } from '../../seed/demo';
import { startTestServer, type TestServer } from '../../testing/harness';
import { linesOf, loadSalesFixture } from '../../testing/salesFixture';
import { cpfCheckDigits } from '../../../src/shared/lib/document';
import type { AnalyticsStore } from '../../stores';
import { CUSTOMER_TICKETS, SALES_FACTS, customerFavourites, customerKpis, customerPurchases, type CustomerPurchase } from './analytics';

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

type Who = Parameters<typeof customerKpis>[1];
const OWN = `account_id = {account:UUID} AND document_no = {document:String} AND local_date >= toDate({registered:String})`;
const p = (who: Who) => ({ account: who.accountId, document: who.documentNo, registered: who.registered });

/** The general queries on the sales facts, one statement per figure (as the detail ran before CH 021). */
async function generalPurchases(ch: AnalyticsStore, who: Who, offset: number, limit: number) {
  const tickets = await ch.query<{ ticket_id: string; day: string; instant: string; unit_id_erp: string; amount: string; off: string; quantity: string }>(
    `SELECT ticket_id, toString(local_date) AS day, toString(created_at) AS instant, unit_id_erp, toString(total) AS amount, toString(discount) AS off, toString(items) AS quantity
       FROM tickets WHERE ${OWN} ORDER BY created_at DESC, ticket_id DESC LIMIT {limit:UInt32} OFFSET {offset:UInt32}`,
    { ...p(who), limit, offset },
  );
  const [{ total }] = await ch.query<{ total: string }>(`SELECT count() AS total FROM tickets WHERE ${OWN}`, p(who));
  const lines = await ch.query<{ ticket_id: string; line: number; sku: string; name: string; quantity: string; unit_price: string; discount: string; total: string }>(
    `SELECT i.ticket_id AS ticket_id, i.line AS line, i.sku AS sku, if(p.name = '', i.sku, p.name) AS name, toString(i.quantity) AS quantity,
            toString(i.unit_price) AS unit_price, toString(i.discount) AS discount, toString(i.total) AS total
       FROM (SELECT ticket_id, line, sku, quantity, unit_price, discount, total FROM ticket_items WHERE ${OWN} AND ticket_id IN {tickets:Array(String)}) AS i
       LEFT JOIN (SELECT sku, name FROM dim_products FINAL WHERE account_id = {account:UUID}) AS p ON p.sku = i.sku ORDER BY i.ticket_id, i.line`,
    { ...p(who), tickets: tickets.map((t) => t.ticket_id) },
  );
  const rows: CustomerPurchase[] = tickets.map((t) => ({
    ticket_id: t.ticket_id,
    local_date: t.day,
    created_at: t.instant,
    unit_id_erp: t.unit_id_erp,
    total: Number(t.amount),
    discount: Number(t.off),
    items: Number(t.quantity),
    lines: lines
      .filter((line) => line.ticket_id === t.ticket_id)
      .map((line) => ({ line: Number(line.line), sku: line.sku, name: line.name, quantity: Number(line.quantity), unit_price: Number(line.unit_price), discount: Number(line.discount), total: Number(line.total) })),
  }));
  return { rows, total: Number(total) };
}

async function generalFavourites(ch: AnalyticsStore, who: Who) {
  const items = `(SELECT i.ticket_id AS ticket_id, i.sku AS sku, i.quantity AS quantity, i.total AS total, p.name AS name, p.department AS department
                    FROM (SELECT ticket_id, sku, quantity, total FROM ticket_items WHERE ${OWN}) AS i
                    LEFT JOIN (SELECT sku, name, department FROM dim_products FINAL WHERE account_id = {account:UUID}) AS p ON p.sku = i.sku)`;
  const products = await ch.query<{ sku: string; name: string; department: string; tickets: string; quantity: string; revenue: string }>(
    `SELECT sku, if(any(name) = '', sku, any(name)) AS name, any(department) AS department, uniqExact(ticket_id) AS tickets, toString(sum(quantity)) AS quantity, toString(sum(total)) AS revenue
       FROM ${items} GROUP BY sku ORDER BY uniqExact(ticket_id) DESC, sum(total) DESC, sku LIMIT 10`,
    p(who),
  );
  const departments = await ch.query<{ department: string; tickets: string; revenue: string; share: number }>(
    `SELECT department, uniqExact(ticket_id) AS tickets, toString(sum(total)) AS revenue,
            if(sum(sum(total)) OVER () = 0, 0, toFloat64(sum(total)) / toFloat64(sum(sum(total)) OVER ()) * 100) AS share
       FROM ${items} GROUP BY department ORDER BY sum(total) DESC, department LIMIT 5`,
    p(who),
  );
  return {
    products: products.map((row) => ({ ...row, tickets: Number(row.tickets), quantity: Number(row.quantity), revenue: Number(row.revenue) })),
    departments: departments.map((row) => ({ department: row.department, tickets: Number(row.tickets), revenue: Number(row.revenue), share: Number(row.share) })),
  };
}

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
        expect(page).toEqual(await generalPurchases(ch, who, offset, 11));
        expect(page.total).toBe(kpis.tickets);
      }
      const favourites = await customerFavourites(ch, who, CUSTOMER_TICKETS);
      expect(favourites).toEqual(await customerFavourites(ch, who, SALES_FACTS));
      expect(favourites).toEqual(await generalFavourites(ch, who));
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
    expect(await customerPurchases(ch, who, 0, 11)).toEqual(await generalPurchases(ch, who, 0, 11));
    async function* broken() {
      yield* linesOf([sale('D2', people[3].document_no, '2025-07-02T10:00:00-03:00', [[4, 1, 8]])]);
      throw new Error('connection reset');
    }
    await expect(server.services.ingest.ingestLines(ACCOUNT, 'sales', broken(), 'http')).rejects.toThrow('connection reset');
    expect(await customerKpis(ch, who)).toEqual(await customerKpis(ch, who, SALES_FACTS));
    expect((await customerKpis(ch, who)).tickets).toBe(1);
    expect(await customerFavourites(ch, who)).toEqual(await generalFavourites(ch, who));
  });
});
