/**
 * The price-range spec's own small chain, loaded by the global setup (ingestion CLI) into Mais Feira
 * de Santana beside the segmentation scenario's chain: the suite's main chain (salesDataset.ts, Bom
 * Preço) has clients who buy the same items every time, so nobody changes price range; here clients
 * trade up, trade down, stay, leave and arrive between January–February 2026 (reference) and March
 * 2026 (analysed). The segmentation scenario counts its RFV clusters over both chains (MAIS_FEIRA_CHAIN);
 * the price ranges read only these coffees.
 */
import { cpf } from './customersDataset';
import type { ChainData, ConsumerRow, TicketRow } from './salesDataset';

/** The coffees of the analysis, from the cheapest; the last never sells. */
export const COFFEES = [
  { sku: 'FX-CAFE-TRAD', ean: '7891000000017', name: 'Café Tradicional 250g', price: 10.9 },
  { sku: 'FX-CAFE-EXTRA', ean: '7891000000024', name: 'Café Extraforte 500g', price: 18.9 },
  { sku: 'FX-CAFE-GOURMET', ean: '7891000000031', name: 'Café Gourmet 250g', price: 24.9 },
  { sku: 'FX-CAFE-RARO', ean: '7891000000048', name: 'Café Raro Especial 250g', price: 59.9 },
] as const;

const person = (i: number, createdDay = '2025-06-01'): ConsumerRow => ({
  document_no: cpf(`5${String(i).padStart(3, '0')}77${String((i * 37) % 1000).padStart(3, '0')}`),
  person_type: 'F',
  name: `Cliente Café ${i}`,
  created_at: `${createdDay}T10:00:00-03:00`,
  createdDay,
  unit_id_erp: String(1 + (i % 3)),
});

/** 14 regulars, 3 who arrive in March, one who registers only in March (her January ticket is not loyalty). */
export const PRICE_RANGE_CONSUMERS: ConsumerRow[] = [
  ...Array.from({ length: 17 }, (_, i) => person(i)),
  person(17, '2026-03-02'),
];

let n = 0;
const ticket = (document: string | null, day: string, unit: string, items: TicketRow['items']): TicketRow => ({
  ticket_id: `FX-${String(++n).padStart(3, '0')}`,
  unit_id_erp: unit,
  document_no: document,
  created_at: `${day}T11:00:00-03:00`,
  day,
  items,
  operator_id: '501',
  operator_name: 'Lia Prado',
});

const tickets: TicketRow[] = [];
for (let i = 0; i < 14; i++) {
  const doc = PRICE_RANGE_CONSUMERS[i].document_no;
  const unit = String(1 + (i % 3));
  const tier = i % 3;
  const quantity = 1 + (i % 2);
  // reference: a coffee of the client's tier, sometimes with a discount, sometimes with a second line
  const first = COFFEES[tier];
  const items: TicketRow['items'] = [[first.sku, quantity, first.price, i % 4 === 1 ? 1 : 0]];
  if (i % 5 === 0) items.push([COFFEES[0].sku, 1, COFFEES[0].price, 0]);
  tickets.push(ticket(doc, `2026-01-${String(5 + i).padStart(2, '0')}`, unit, items));
  if (i % 2 === 0) tickets.push(ticket(doc, `2026-02-${String(3 + i).padStart(2, '0')}`, unit, [[first.sku, 1, first.price, 0]]));
  // analysed: up a tier, down a tier, the same, or nothing (lost)
  const move = i % 4;
  if (move === 3 && i >= 7) continue;
  const next = COFFEES[move === 0 ? Math.min(2, tier + 1) : move === 1 ? Math.max(0, tier - 1) : tier];
  tickets.push(ticket(doc, `2026-03-${String(4 + i).padStart(2, '0')}`, unit, [[next.sku, quantity, next.price, 0]]));
}
// three clients who arrive in March
for (let i = 14; i < 17; i++) {
  const coffee = COFFEES[i % 3];
  tickets.push(ticket(PRICE_RANGE_CONSUMERS[i].document_no, `2026-03-${String(i + 2).padStart(2, '0')}`, '2', [[coffee.sku, 1, coffee.price, 0]]));
}
// not loyalty in January (registered in March), loyalty in March: a new client
tickets.push(ticket(PRICE_RANGE_CONSUMERS[17].document_no, '2026-01-20', '1', [[COFFEES[2].sku, 2, COFFEES[2].price, 0]]));
tickets.push(ticket(PRICE_RANGE_CONSUMERS[17].document_no, '2026-03-25', '1', [[COFFEES[1].sku, 1, COFFEES[1].price, 0]]));
// anonymous tickets: sales of the products, never a client
tickets.push(ticket(null, '2026-01-30', '3', [[COFFEES[2].sku, 3, COFFEES[2].price, 0]]));
tickets.push(ticket(null, '2026-03-30', '3', [[COFFEES[0].sku, 4, COFFEES[0].price, 0]]));

export const PRICE_RANGE_TICKETS: TicketRow[] = tickets;

/** The chain as the global setup loads it. */
export const PRICE_RANGE_CHAIN: ChainData = {
  products: COFFEES.map((coffee) => ({ ...coffee, department: 'Mercearia', category: 'Café', measure: 'un', is_weightable: false })),
  consumers: PRICE_RANGE_CONSUMERS,
  tickets: PRICE_RANGE_TICKETS,
};

const round2 = (value: number) => Math.round(value * 100) / 100;
export const lineTotal = ([, quantity, price, discount]: TicketRow['items'][number]) => round2(quantity * price - discount);
