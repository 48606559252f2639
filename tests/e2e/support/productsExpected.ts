/**
 * The product analytics figures (issue 9) of the suite's own chain, computed from the rows of
 * salesDataset.ts (and the customers' tickets) with the rules of contracts/metrics.md and the
 * product pages' tooltips, independently of the server.
 */
import { PRODUCTS, TICKETS, isLoyalty, itemTotal, type TicketRow } from './salesDataset';

export interface ProductScope {
  start: string;
  end: string;
  units?: string[];
  department?: string;
  category?: string;
}

export interface ExpectedProduct {
  sku: string;
  name: string;
  department: string;
  category: string;
  NUM_ITENS: number;
  VAL_QUANTIDADE_KG: number;
  VAL_FATURAMENTO: number;
  NUM_CUPONS: number;
  NUM_CLIENTES: number;
  VAL_PRECO_MEDIO: number;
  /** the ticket ids and loyalty documents behind the distinct counts */
  tickets: Set<string>;
  clients: Set<string>;
}

const productOf = new Map(PRODUCTS.map((product) => [product.sku, product]));
const round2 = (value: number) => Math.round(value * 100) / 100;

const inScope = (scope: ProductScope) => (ticket: TicketRow) =>
  ticket.day >= scope.start && ticket.day <= scope.end && (!scope.units?.length || scope.units.includes(ticket.unit_id_erp));
const productInScope = (scope: ProductScope) => (sku: string) => {
  const product = productOf.get(sku);
  return (!scope.department || product?.department === scope.department) && (!scope.category || product?.category === scope.category);
};

/** Each product that sold in the scope, with its figures. */
export function expectedProducts(scope: ProductScope): ExpectedProduct[] {
  const rows = new Map<string, ExpectedProduct & { quantity: number }>();
  const wanted = productInScope(scope);
  for (const ticket of TICKETS.filter(inScope(scope))) {
    for (const item of ticket.items) {
      const [sku, quantity] = item;
      if (!wanted(sku)) continue;
      const product = productOf.get(sku)!;
      const row =
        rows.get(sku) ??
        { sku, name: product.name, department: product.department, category: product.category, NUM_ITENS: 0, VAL_QUANTIDADE_KG: 0, VAL_FATURAMENTO: 0, NUM_CUPONS: 0, NUM_CLIENTES: 0, VAL_PRECO_MEDIO: 0, tickets: new Set<string>(), clients: new Set<string>(), quantity: 0 };
      // items as the metrics contract counts them: 1 per weighable line, the quantity otherwise
      row.NUM_ITENS += product.is_weightable ? 1 : quantity;
      if (product.is_weightable) row.VAL_QUANTIDADE_KG += quantity;
      row.quantity += quantity;
      row.VAL_FATURAMENTO = round2(row.VAL_FATURAMENTO + itemTotal(item));
      row.tickets.add(ticket.ticket_id);
      if (isLoyalty(ticket)) row.clients.add(ticket.document_no!);
      rows.set(sku, row);
    }
  }
  return [...rows.values()].map(({ quantity, ...row }) => ({
    ...row,
    NUM_CUPONS: row.tickets.size,
    NUM_CLIENTES: row.clients.size,
    VAL_PRECO_MEDIO: row.VAL_FATURAMENTO / quantity,
  }));
}

export type RankingMetric = 'QUANTITY' | 'REVENUE' | 'TICKETS' | 'CLIENTS';
const VALUE: Record<RankingMetric, (row: ExpectedProduct) => number> = {
  QUANTITY: (row) => row.NUM_ITENS,
  REVENUE: (row) => row.VAL_FATURAMENTO,
  TICKETS: (row) => row.NUM_CUPONS,
  CLIENTS: (row) => row.NUM_CLIENTES,
};

/** The ranking: descending for the top list, ascending for the least sold (spec §9), ties by SKU. */
export function expectedRanking(scope: ProductScope, metric: RankingMetric, order: 'TOP' | 'LEAST'): ExpectedProduct[] {
  const sign = order === 'TOP' ? -1 : 1;
  return expectedProducts(scope).sort((a, b) => sign * (VALUE[metric](a) - VALUE[metric](b)) || (a.sku < b.sku ? -1 : 1)).slice(0, 100);
}

/** The ranking's KPIs for a scope (every product listed: the suite's chain has fewer than 100). */
export function expectedRankingTotals(scope: ProductScope) {
  const products = expectedProducts(scope);
  const tickets = new Set(products.flatMap((row) => [...row.tickets]));
  const clients = new Set(products.flatMap((row) => [...row.clients]));
  const revenue = round2(products.reduce((sum, row) => sum + row.VAL_FATURAMENTO, 0));
  const items = products.reduce((sum, row) => sum + row.NUM_ITENS, 0);
  return {
    NUM_PRODUTOS_ATIVOS: products.length,
    VAL_FATURAMENTO_TOTAL: revenue,
    VAL_FATURAMENTO_TOP_100: revenue,
    VAL_QUANTIDADE_KG_TOTAL: products.reduce((sum, row) => sum + row.VAL_QUANTIDADE_KG, 0),
    NUM_CUPONS_TOTAL: tickets.size,
    NUM_CUPONS_TOP_100: tickets.size,
    NUM_CLIENTES_TOTAL: clients.size,
    NUM_CLIENTES_TOP_100: clients.size,
    VAL_PRECO_MEDIO: revenue / items,
    VAL_QUANTIDADE_MEDIA_NA_CESTA: items / tickets.size,
  };
}

/** A department of the tree: its sums and its distinct tickets and clients (a ticket with two of its products counts once). */
export function expectedDepartment(scope: ProductScope, department: string) {
  const products = expectedProducts({ ...scope, department });
  const all = expectedProducts(scope);
  const revenue = round2(products.reduce((sum, row) => sum + row.VAL_FATURAMENTO, 0));
  return {
    VAL_FATURAMENTO: revenue,
    NUM_ITENS: products.reduce((sum, row) => sum + row.NUM_ITENS, 0),
    NUM_CUPONS: new Set(products.flatMap((row) => [...row.tickets])).size,
    NUM_CLIENTES: new Set(products.flatMap((row) => [...row.clients])).size,
    PER_FATURAMENTO: (revenue / all.reduce((sum, row) => sum + row.VAL_FATURAMENTO, 0)) * 100,
    NUM_PRODUTOS: products.length,
  };
}

/** A category's figures: the sums of its products and its distinct tickets and clients. */
export function expectedCategory(scope: ProductScope, department: string, category: string) {
  const products = expectedProducts({ ...scope, department, category });
  return {
    VAL_FATURAMENTO: round2(products.reduce((sum, row) => sum + row.VAL_FATURAMENTO, 0)),
    NUM_CUPONS: new Set(products.flatMap((row) => [...row.tickets])).size,
    NUM_CLIENTES: new Set(products.flatMap((row) => [...row.clients])).size,
  };
}
