/**
 * RFV clusters and period migrations of a chain, computed from its rows with the rules of
 * contracts/metrics.md "RFV clusters" and contracts/customers.md "RFV period migrations" —
 * independently of the server's SQL. `rfvClustersOf` takes any chain's rows (segmentationDataset.ts
 * uses it); the other exports are over the shared chain of salesDataset.ts (with customersDataset.ts).
 */
import { CONSUMERS, TICKETS, loyaltyOf, ticketTotal, type ConsumerRow, type TicketRow } from './salesDataset';

export const RFV_CLUSTERS = ['champions', 'loyals', 'promising', 'atRisk', 'lowValue', 'losses', 'neverBought'] as const;
export type RfvCluster = (typeof RFV_CLUSTERS)[number];

export interface RfvWindow {
  start: string;
  end: string;
}

/** An analysis's filters (upsertAHubReportAnalytics): the buyers' person type, the stores of the tickets. */
export interface RfvFilters {
  personType?: 'F' | 'J';
  units?: string[];
}

const days = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/** 1 + floor(5 × b / n), capped at 5 (b = consumers strictly worse). */
const score = (worse: number, n: number) => Math.min(5, 1 + Math.floor((5 * worse) / n));

function clusterOf(r: number, f: number, v: number): RfvCluster {
  if (r >= 4 && f >= 4 && v >= 4) return 'champions';
  if (r >= 3 && f >= 4) return 'loyals';
  if (r >= 4 && f <= 3) return 'promising';
  if (r <= 2 && f >= 3) return 'atRisk';
  if (r === 1 && f <= 2) return 'losses';
  return 'lowValue';
}

/** A chain's rows: its registered consumers and its tickets. */
export interface ChainRows {
  consumers: Pick<ConsumerRow, 'document_no' | 'person_type' | 'createdDay'>[];
  tickets: TicketRow[];
}

/** Each registered consumer's cluster in a window (registered on or before its end), over a chain's rows. */
export function rfvClustersOf(chain: ChainRows, window: RfvWindow, filters: RfvFilters = {}): Map<string, { cluster: RfvCluster; tickets: number; revenue: number }> {
  const consumerOf = new Map(chain.consumers.map((c) => [c.document_no, c]));
  const isLoyalty = loyaltyOf(chain.consumers);
  const buyers = new Map<string, { last: string; tickets: number; revenue: number }>();
  for (const ticket of chain.tickets) {
    if (!ticket.document_no || !isLoyalty(ticket) || ticket.day < window.start || ticket.day > window.end) continue;
    if (filters.units?.length && !filters.units.includes(ticket.unit_id_erp)) continue;
    if (filters.personType && consumerOf.get(ticket.document_no)?.person_type !== filters.personType) continue;
    const current = buyers.get(ticket.document_no) ?? { last: ticket.day, tickets: 0, revenue: 0 };
    current.last = current.last > ticket.day ? current.last : ticket.day;
    current.tickets += 1;
    current.revenue += ticketTotal(ticket);
    buyers.set(ticket.document_no, current);
  }
  const list = [...buyers.values()].map((b) => ({ ...b, recency: days(b.last, window.end) }));
  const n = list.length;
  const result = new Map<string, { cluster: RfvCluster; tickets: number; revenue: number }>();
  for (const consumer of chain.consumers) {
    if (consumer.createdDay > window.end) continue;
    // the person type limits the population too; the stores only the purchases
    if (filters.personType && consumer.person_type !== filters.personType) continue;
    const b = buyers.get(consumer.document_no);
    if (!b) {
      result.set(consumer.document_no, { cluster: 'neverBought', tickets: 0, revenue: 0 });
      continue;
    }
    const recency = days(b.last, window.end);
    const r = score(list.filter((o) => o.recency > recency).length, n);
    const f = score(list.filter((o) => o.tickets < b.tickets).length, n);
    const v = score(list.filter((o) => o.revenue < b.revenue - 1e-9).length, n);
    result.set(consumer.document_no, { cluster: clusterOf(r, f, v), tickets: b.tickets, revenue: b.revenue });
  }
  return result;
}

/** Each registered consumer's cluster in a window, over the shared chain (salesDataset.ts). */
export function rfvClusters(window: RfvWindow, filters: RfvFilters = {}): Map<string, { cluster: RfvCluster; tickets: number; revenue: number }> {
  return rfvClustersOf({ consumers: CONSUMERS, tickets: TICKETS }, window, filters);
}

/** Clients and revenue per cluster in a window. */
export function expectedRfvClusters(window: RfvWindow, filters: RfvFilters = {}): Record<RfvCluster, { clients: number; revenue: number }> {
  const totals = Object.fromEntries(RFV_CLUSTERS.map((c) => [c, { clients: 0, revenue: 0 }])) as Record<RfvCluster, { clients: number; revenue: number }>;
  for (const { cluster, revenue } of rfvClusters(window, filters).values()) {
    totals[cluster].clients += 1;
    totals[cluster].revenue += revenue;
  }
  return totals;
}

/** The migration matrix from window A to window B: counts by (cluster in A or 'novo', cluster in B). */
export function expectedRfvMigrations(a: RfvWindow, b: RfvWindow): Map<string, number> {
  const inA = rfvClusters(a);
  const cells = new Map<string, number>();
  for (const [document, { cluster }] of rfvClusters(b)) {
    const key = `${inA.get(document)?.cluster ?? 'novo'}>${cluster}`;
    cells.set(key, (cells.get(key) ?? 0) + 1);
  }
  return cells;
}
