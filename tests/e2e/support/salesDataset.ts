/**
 * A small chain written by the end-to-end suite itself, through the ingestion CLI (global setup),
 * into Supermercados Bom Preço — and the figures the pages must show, computed here from the rows,
 * independently of the server (contracts/metrics.md, by hand).
 *
 * The cases that matter: tickets near midnight in America/Bahia sent in UTC, times without an offset
 * (local), a consumer who registers on the day of a purchase (loyalty) and one who registers the day
 * after (not loyalty), weighable items, a company buyer, and the same days one year earlier.
 */

import { CUSTOMER_ROWS, CUSTOMER_TICKETS } from './customersDataset';

export const DATASET_ACCOUNT = 'bompreco';
/** The period the tests open: March 2026. */
export const PERIOD = { start: '2026-03-01', end: '2026-03-31' } as const;
/** A store-filtered view used by the tests. */
export const STORE_FILTER = ['2'];

export interface ProductRow {
  sku: string;
  ean: string;
  name: string;
  department: string;
  category: string;
  measure: string;
  is_weightable: boolean;
  price: number;
}

export const PRODUCTS: ProductRow[] = [
  { sku: 'E2E-ARROZ', ean: '7890000000017', name: 'Arroz Tipo 1 5kg', department: 'Mercearia', category: 'Grãos', measure: 'un', is_weightable: false, price: 27.9 },
  { sku: 'E2E-FEIJAO', ean: '7890000000024', name: 'Feijão Carioca 1kg', department: 'Mercearia', category: 'Grãos', measure: 'un', is_weightable: false, price: 8.49 },
  { sku: 'E2E-CAFE', ean: '7890000000031', name: 'Café Torrado 500g', department: 'Mercearia', category: 'Café', measure: 'un', is_weightable: false, price: 18.9 },
  { sku: 'E2E-BANANA', ean: '2000000000015', name: 'Banana Prata', department: 'Hortifruti', category: 'Frutas', measure: 'kg', is_weightable: true, price: 6.99 },
  { sku: 'E2E-CARNE', ean: '2000000000022', name: 'Acém Bovino', department: 'Açougue', category: 'Bovinos', measure: 'kg', is_weightable: true, price: 39.9 },
];

export interface ConsumerRow {
  document_no: string;
  person_type: 'F' | 'J';
  name: string;
  created_at: string;
  /** registration day in Bahia, written by hand next to the time above */
  createdDay: string;
  unit_id_erp: string;
}

const BASE_CONSUMERS: ConsumerRow[] = [
  { document_no: '52998224725', person_type: 'F', name: 'Ana Souza', created_at: '2024-05-10T10:00:00-03:00', createdDay: '2024-05-10', unit_id_erp: '1' },
  // registers at 22:30 local on 10/03 (01:30 UTC on 11/03) and bought at 20:00 that same day
  { document_no: '11144477735', person_type: 'F', name: 'Beatriz Lima', created_at: '2026-03-11T01:30:00Z', createdDay: '2026-03-10', unit_id_erp: '2' },
  // registers on 06/03, after a purchase on 05/03
  { document_no: '39053344705', person_type: 'F', name: 'Caio Reis', created_at: '2026-03-06T08:00:00-03:00', createdDay: '2026-03-06', unit_id_erp: '1' },
  { document_no: '11222333000181', person_type: 'J', name: 'Dona Duda Ltda', created_at: '2023-05-01', createdDay: '2023-05-01', unit_id_erp: '2' },
  // registered, never bought
  { document_no: '86288366757', person_type: 'F', name: 'Eva Castro', created_at: '2025-01-01T09:00:00', createdDay: '2025-01-01', unit_id_erp: '3' },
  // last bought in 2025: lost by 31/03/2026
  { document_no: '71428793860', person_type: 'F', name: 'Fábio Nunes', created_at: '2024-02-02T09:00:00-03:00', createdDay: '2024-02-02', unit_id_erp: '1' },
];

export interface TicketRow {
  ticket_id: string;
  unit_id_erp: string;
  document_no: string | null;
  created_at: string;
  /** the ticket's day in Bahia, written by hand next to the time above */
  day: string;
  /** [sku, quantity, unit price, discount] */
  items: [string, number, number, number][];
  operator_id: string;
  operator_name: string;
}

const OP = { '1': ['101', 'Joana Alves'], '2': ['201', 'Rita Santos'], '3': ['301', 'Marcos Dias'] } as const;
const t = (ticket_id: string, unit: '1' | '2' | '3', document_no: string | null, created_at: string, day: string, items: TicketRow['items']): TicketRow => ({
  ticket_id,
  unit_id_erp: unit,
  document_no,
  created_at,
  day,
  items,
  operator_id: OP[unit][0],
  operator_name: OP[unit][1],
});

const BASE_TICKETS: TicketRow[] = [
  // --- March 2026 --------------------------------------------------------------------------------
  t('E2E-001', '1', '52998224725', '2026-03-02T09:10:00-03:00', '2026-03-02', [['E2E-ARROZ', 2, 27.9, 0], ['E2E-BANANA', 1.235, 6.99, 0]]),
  t('E2E-002', '2', '52998224725', '2026-03-14T18:40:00-03:00', '2026-03-14', [['E2E-CAFE', 1, 18.9, 1.9], ['E2E-CARNE', 0.845, 39.9, 0]]),
  // 23:55 local on 31/03, sent in UTC as 02:55 on 01/04: belongs to March
  t('E2E-003', '1', null, '2026-04-01T02:55:00Z', '2026-03-31', [['E2E-FEIJAO', 3, 8.49, 0]]),
  // 00:05 local on 01/03, sent in UTC as 03:05: belongs to March
  t('E2E-004', '3', null, '2026-03-01T03:05:00Z', '2026-03-01', [['E2E-ARROZ', 1, 27.9, 0]]),
  // 23:50 local on 28/02, sent in UTC as 02:50 on 01/03: belongs to February (outside the period)
  t('E2E-005', '3', null, '2026-03-01T02:50:00Z', '2026-02-28', [['E2E-CAFE', 2, 18.9, 0]]),
  // Beatriz buys at 20:00 local (no offset) on the day she registers at 22:30: loyalty
  t('E2E-006', '2', '11144477735', '2026-03-10T20:00:00', '2026-03-10', [['E2E-FEIJAO', 2, 8.49, 0], ['E2E-BANANA', 0.5, 6.99, 0]]),
  // Caio buys the day before registering: not loyalty; then after: loyalty
  t('E2E-007', '1', '39053344705', '2026-03-05T12:00:00-03:00', '2026-03-05', [['E2E-ARROZ', 4, 27.9, 5]]),
  t('E2E-008', '1', '39053344705', '2026-03-20T11:30:00-03:00', '2026-03-20', [['E2E-CAFE', 1, 18.9, 0]]),
  t('E2E-009', '2', '11222333000181', '2026-03-15T10:00:00-03:00', '2026-03-15', [['E2E-ARROZ', 10, 27.9, 10], ['E2E-CARNE', 2.5, 39.9, 0]]),
  // identified with CPFs that are not registered consumers: not loyalty
  t('E2E-010', '2', '12345678909', '2026-03-12T10:00:00-03:00', '2026-03-12', [['E2E-FEIJAO', 1, 8.49, 0]]),
  t('E2E-011', '3', '98765432100', '2026-03-21T16:20:00-03:00', '2026-03-21', [['E2E-BANANA', 2.1, 6.99, 0], ['E2E-CAFE', 1, 18.9, 0]]),
  t('E2E-012', '1', null, '2026-03-07T08:15:00-03:00', '2026-03-07', [['E2E-FEIJAO', 2, 8.49, 0], ['E2E-ARROZ', 1, 27.9, 0]]),
  t('E2E-013', '2', '52998224725', '2026-03-28T19:00:00-03:00', '2026-03-28', [['E2E-CARNE', 1.2, 39.9, 0]]),
  // --- March 2025 (comparison) -------------------------------------------------------------------
  t('E2E-101', '1', '52998224725', '2025-03-03T10:00:00-03:00', '2025-03-03', [['E2E-ARROZ', 3, 27.9, 0]]),
  t('E2E-102', '2', null, '2025-03-31T23:59:00', '2025-03-31', [['E2E-FEIJAO', 5, 8.49, 0]]),
  // Fábio's last purchase: 10/06/2025 (more than 180 days before 31/03/2026)
  t('E2E-103', '1', '71428793860', '2025-06-10T10:00:00-03:00', '2025-06-10', [['E2E-CAFE', 2, 18.9, 0]]),
];

/** Every consumer the suite loads: the cases above and the customers of customersDataset.ts. */
export const CONSUMERS: ConsumerRow[] = [...BASE_CONSUMERS, ...CUSTOMER_ROWS];
/** Every ticket the suite loads: the cases above and the customers' purchases. */
export const TICKETS: TicketRow[] = [...BASE_TICKETS, ...CUSTOMER_TICKETS];

const round2 = (value: number) => Math.round(value * 100) / 100;

/** An item's total as the POS writes it: quantity × price − discount, to the cent. */
export const itemTotal = ([, quantity, price, discount]: TicketRow['items'][number]) => round2(quantity * price - discount);
export const ticketTotal = (ticket: TicketRow) => round2(ticket.items.reduce((sum, item) => sum + itemTotal(item), 0));
const weighable = new Set(PRODUCTS.filter((p) => p.is_weightable).map((p) => p.sku));

/** The rows a chain sends: its products, consumers and tickets (this file's, or segmentationDataset.ts's). */
export interface ChainData {
  products: ProductRow[];
  consumers: ConsumerRow[];
  tickets: TicketRow[];
}

/** NDJSON lines of each kind of a chain, as its systems would send them (the hand-written days are the test's, not sent). */
export function chainNdjson(kind: 'products' | 'consumers' | 'sales', chain: ChainData): string {
  const rows =
    kind === 'products'
      ? chain.products
      : kind === 'consumers'
        ? chain.consumers.map(({ createdDay: _day, ...row }) => row)
        : chain.tickets.map(({ day: _day, items, ...row }) => ({
            ...row,
            channel: 'store',
            total: ticketTotal({ ...row, day: _day, items }),
            discount: round2(items.reduce((sum, item) => sum + item[3], 0)),
            items: items.map((item) => ({ sku: item[0], quantity: item[1], unit_price: item[2], discount: item[3], total: itemTotal(item) })),
          }));
  return rows.map((row) => JSON.stringify(row)).join('\n') + '\n';
}

// --- the expected figures, from the rows above -------------------------------------------------------

export interface Scope {
  start: string;
  end: string;
  units?: string[];
}

const consumerOf = (document: string | null) => CONSUMERS.find((c) => c.document_no === document) ?? null;
/** Loyalty ticket: its document is a consumer registered on or before the ticket's day. */
export const isLoyalty = (ticket: TicketRow) => {
  const consumer = consumerOf(ticket.document_no);
  return consumer !== null && consumer.createdDay <= ticket.day;
};
/** Any chain's loyalty test: the ticket's document is one of `consumers`, registered on or before the ticket's day. */
export function loyaltyOf(consumers: Pick<ConsumerRow, 'document_no' | 'createdDay'>[]): (ticket: TicketRow) => boolean {
  const registered = new Map(consumers.map((c) => [c.document_no, c.createdDay]));
  return (ticket) => {
    const day = ticket.document_no ? registered.get(ticket.document_no) : undefined;
    return day !== undefined && day <= ticket.day;
  };
}
const inScope = (scope: Scope) => (ticket: TicketRow) =>
  ticket.day >= scope.start && ticket.day <= scope.end && (!scope.units?.length || scope.units.includes(ticket.unit_id_erp));
const sum = (tickets: TicketRow[]) => round2(tickets.reduce((total, ticket) => total + ticketTotal(ticket), 0));
const ratio = (a: number, b: number) => (b === 0 ? 0 : a / b);
const yearBefore = (day: string) => `${Number(day.slice(0, 4)) - 1}${day.slice(4)}`;
const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);

/** Every dashboard figure for a scope, with the formulas of contracts/metrics.md. */
export function expectedDashboard(scope: Scope) {
  const tickets = TICKETS.filter(inScope(scope));
  const loyalty = tickets.filter(isLoyalty);
  const others = tickets.filter((ticket) => !isLoyalty(ticket));
  const revenue = sum(tickets);
  const items = tickets.reduce((total, ticket) => total + ticket.items.reduce((n, [sku, quantity]) => n + (weighable.has(sku) ? 1 : quantity), 0), 0);
  const clients = new Set(loyalty.map((ticket) => ticket.document_no)).size;
  const comparison = sum(TICKETS.filter(inScope({ ...scope, start: yearBefore(scope.start), end: yearBefore(scope.end) })));
  const loyaltyAverage = ratio(sum(loyalty), loyalty.length);
  const otherAverage = ratio(sum(others), others.length);

  // customer base on the reference date; a store filter picks consumers by registration store
  const ref = scope.end;
  const base = CONSUMERS.filter((c) => c.createdDay <= ref && (!scope.units?.length || scope.units.includes(c.unit_id_erp)));
  const lastPurchase = (document: string) =>
    TICKETS.filter((ticket) => ticket.document_no === document && ticket.day <= ref && isLoyalty(ticket))
      .map((ticket) => ticket.day)
      .sort()
      .at(-1) ?? null;
  const within = (days: number) => base.filter((c) => {
    const last = lastPurchase(c.document_no);
    return last !== null && daysBetween(last, ref) < days;
  }).length;
  const ever = base.filter((c) => lastPurchase(c.document_no) !== null).length;

  return {
    VAL_FATURAMENTO: revenue,
    NUM_CUPONS: tickets.length,
    VAL_TICKET_MEDIO: ratio(revenue, tickets.length),
    NUM_ITENS: items,
    VAL_ITENS_NA_CESTA: ratio(items, tickets.length),
    PER_FATURAMENTO_FIDELIDADE: ratio(sum(loyalty), revenue) * 100,
    PER_TICKET_MEDIO_FIDELIDADE: loyaltyAverage > 0 && otherAverage > 0 ? (loyaltyAverage / otherAverage - 1) * 100 : null,
    VAL_GASTO_MEDIO_POR_CLIENTE: ratio(sum(loyalty), clients),
    VAL_MEDIA_COMPRAS_POR_CLIENTE: ratio(loyalty.length, clients),
    VAL_FATURAMENTO_DTA: comparison,
    PER_FATURAMENTO_DTA: comparison === 0 ? null : (revenue / comparison - 1) * 100,
    NUM_CLIENTES_CADASTRADOS: base.length,
    NUM_CLIENTES_ATIVOS: within(60),
    NUM_CLIENTES_PERDIDOS: ever - within(180),
    clusters: {
      actives: within(60),
      recentInactives: within(120) - within(60),
      atRisk: within(180) - within(120),
      losses: ever - within(180),
      neverBought: base.length - ever,
    },
  };
}

/** Revenue per month (first day of the month → revenue) within a scope. */
export function expectedMonthlyRevenue(scope: Scope): Record<string, number> {
  const result: Record<string, number> = {};
  for (const ticket of TICKETS.filter(inScope(scope))) {
    const month = `${ticket.day.slice(0, 7)}-01`;
    result[month] = round2((result[month] ?? 0) + ticketTotal(ticket));
  }
  return result;
}

/** pt-BR money as the pages show it ("R$ 1.234,56", with a no-break space). */
export function brl(value: number): string {
  return new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(value);
}

// --- Empresa pages (helper "empresa"): per-day, per-store and decomposition figures ---------------

/** Revenue and coupons per day (YYYY-MM-DD) within a scope. */
export function expectedDailyRevenue(scope: Scope): Record<string, { revenue: number; tickets: number }> {
  const result: Record<string, { revenue: number; tickets: number }> = {};
  for (const ticket of TICKETS.filter(inScope(scope))) {
    const day = (result[ticket.day] ??= { revenue: 0, tickets: 0 });
    day.revenue = round2(day.revenue + ticketTotal(ticket));
    day.tickets += 1;
  }
  return result;
}

/** Per store (id_erp): revenue, coupons, loyalty revenue and the same days one year earlier. */
export function expectedStorePerformance(scope: Scope): Record<string, { revenue: number; tickets: number; loyaltyRevenue: number; comparison: number }> {
  const comparisonScope = { ...scope, start: yearBefore(scope.start), end: yearBefore(scope.end) };
  const result: Record<string, { revenue: number; tickets: number; loyaltyRevenue: number; comparison: number }> = {};
  const storeOf = (unit: string) => (result[unit] ??= { revenue: 0, tickets: 0, loyaltyRevenue: 0, comparison: 0 });
  for (const ticket of TICKETS.filter(inScope(scope))) {
    const store = storeOf(ticket.unit_id_erp);
    store.revenue = round2(store.revenue + ticketTotal(ticket));
    store.tickets += 1;
    if (isLoyalty(ticket)) store.loyaltyRevenue = round2(store.loyaltyRevenue + ticketTotal(ticket));
  }
  for (const ticket of TICKETS.filter(inScope(comparisonScope))) {
    const store = storeOf(ticket.unit_id_erp);
    store.comparison = round2(store.comparison + ticketTotal(ticket));
  }
  return result;
}

/** Loyalty clients, coupons and revenue and non-loyalty coupons and revenue of a scope (the decomposition's factors). */
export function expectedDecompositionFactors(scope: Scope) {
  const tickets = TICKETS.filter(inScope(scope));
  const loyalty = tickets.filter(isLoyalty);
  const others = tickets.filter((ticket) => !isLoyalty(ticket));
  return {
    clients: new Set(loyalty.map((ticket) => ticket.document_no)).size,
    loyaltyTickets: loyalty.length,
    loyaltyRevenue: sum(loyalty),
    otherTickets: others.length,
    otherRevenue: sum(others),
  };
}

/**
 * Each cashier's figures per store in a scope (operational performance): coupons, coupons with a
 * document on them (identified, registered or not), revenue of both, and the first day seen in the
 * store up to the scope's end.
 */
export function expectedOperators(scope: Scope) {
  const rows = new Map<string, { id: string; name: string; unit: string; firstDay: string; tickets: number; identified: number; revenue: number; identifiedRevenue: number }>();
  for (const ticket of TICKETS) {
    if (ticket.day > scope.end || (scope.units?.length && !scope.units.includes(ticket.unit_id_erp))) continue;
    const key = `${ticket.operator_id}@${ticket.unit_id_erp}`;
    const row = rows.get(key) ?? { id: ticket.operator_id, name: ticket.operator_name, unit: ticket.unit_id_erp, firstDay: ticket.day, tickets: 0, identified: 0, revenue: 0, identifiedRevenue: 0 };
    if (ticket.day < row.firstDay) row.firstDay = ticket.day;
    if (ticket.day >= scope.start) {
      row.tickets += 1;
      row.revenue = round2(row.revenue + ticketTotal(ticket));
      if (ticket.document_no) {
        row.identified += 1;
        row.identifiedRevenue = round2(row.identifiedRevenue + ticketTotal(ticket));
      }
    }
    rows.set(key, row);
  }
  return [...rows.values()]
    .filter((row) => row.tickets > 0)
    .map((row) => ({
      ...row,
      identifiedShare: ratio(row.identified, row.tickets) * 100,
      identifiedRevenueShare: ratio(row.identifiedRevenue, row.revenue) * 100,
    }));
}

/** The club per store in a scope: sales by coupon store, registered and active clients by registration store. */
export function expectedClubStores(scope: Scope) {
  const result: Record<string, { revenue: number; tickets: number; loyaltyShare: number; loyaltyTicketShare: number; registered: number; actives: number }> = {};
  for (const unit of ['1', '2', '3']) {
    const tickets = TICKETS.filter(inScope({ ...scope, units: [unit] }));
    const loyalty = tickets.filter(isLoyalty);
    const dashboard = expectedDashboard({ ...scope, units: [unit] });
    result[unit] = {
      revenue: sum(tickets),
      tickets: tickets.length,
      loyaltyShare: ratio(sum(loyalty), sum(tickets)) * 100,
      loyaltyTicketShare: ratio(loyalty.length, tickets.length) * 100,
      registered: dashboard.NUM_CLIENTES_CADASTRADOS,
      actives: dashboard.NUM_CLIENTES_ATIVOS,
    };
  }
  return result;
}

/**
 * The home's suggested-product opportunities for a store selection (README, Home dashboard), from
 * the rows above: 90 days ending on the last sales day (31/03/2026); per product, the chain's share
 * of active loyalty clients who bought it vs. each selected store's; potential = Σ missing buyers ×
 * the chain's loyalty revenue per buyer. Only products with a positive potential, best first.
 */
export function expectedOpportunities(units: string[] = []) {
  const lastDay = TICKETS.map((ticket) => ticket.day).sort().at(-1)!;
  const firstDay = new Date(Date.parse(`${lastDay}T00:00:00Z`) - 89 * 86_400_000).toISOString().slice(0, 10);
  const inWindow = TICKETS.filter((ticket) => ticket.day >= firstDay && ticket.day <= lastDay);
  const loyal = inWindow.filter(isLoyalty);
  const stores = units.length ? units : [...new Set(loyal.map((ticket) => ticket.unit_id_erp))];
  const clientsOf = (tickets: TicketRow[]) => new Set(tickets.map((ticket) => ticket.document_no));
  const buyersOf = (tickets: TicketRow[], sku: string) => clientsOf(tickets.filter((ticket) => ticket.items.some((item) => item[0] === sku)));
  const chainActive = clientsOf(loyal).size;
  const selectedLoyal = loyal.filter((ticket) => stores.includes(ticket.unit_id_erp));
  return PRODUCTS.map(({ sku, name }) => {
    const chainBuyers = buyersOf(loyal, sku).size;
    const share = ratio(chainBuyers, chainActive);
    const loyalRevenue = loyal.reduce((total, ticket) => total + ticket.items.filter((item) => item[0] === sku).reduce((n, item) => n + itemTotal(item), 0), 0);
    const missing = stores.reduce((total, store) => {
      const storeLoyal = loyal.filter((ticket) => ticket.unit_id_erp === store);
      return total + Math.max(0, share * clientsOf(storeLoyal).size - buyersOf(storeLoyal, sku).size);
    }, 0);
    return {
      sku,
      name,
      clientsPercentage: ratio(buyersOf(selectedLoyal, sku).size, clientsOf(selectedLoyal).size) * 100,
      chainClientsPercentage: share * 100,
      potentialRevenue: missing * ratio(loyalRevenue, chainBuyers),
    };
  })
    .filter((row) => row.potentialRevenue > 0)
    .sort((a, b) => b.potentialRevenue - a.potentialRevenue || a.sku.localeCompare(b.sku));
}
