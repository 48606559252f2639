import { readSalesFilters, toSalesFilterInput, type SalesFilters } from '@/shared/lib/sales-filters';

/** What the ranking orders by (GraphQL `ProductRankingMetric`). */
export type RankingMetric = 'QUANTITY' | 'REVENUE' | 'TICKETS' | 'CLIENTS';
/** Best sellers (descending) or least sold (ascending), spec §9. */
export type RankingOrder = 'TOP' | 'LEAST';

/** Address parameters of the ranking's own choices (the period and stores are the sales filters'). */
export const RANKING_PARAMS = { metric: 'metrica', order: 'ordem', department: 'departamento', category: 'categoria' } as const;

/** The metric's value in the address, in pt-BR so a link reads well. */
export const METRIC_PARAM: Record<RankingMetric, string> = { QUANTITY: 'quantidade', REVENUE: 'faturamento', TICKETS: 'cupons', CLIENTS: 'clientes' };
export const ORDER_PARAM: Record<RankingOrder, string> = { TOP: 'mais-vendidos', LEAST: 'menos-vendidos' };

export interface RankingScope {
  filters: SalesFilters;
  metric: RankingMetric;
  order: RankingOrder;
  department: string | null;
  category: string | null;
}

const DEFAULTS = { period: { lastDays: 30 } } as const;

const keyOf = <K extends string>(map: Record<K, string>, value: string | null, fallback: K): K =>
  (Object.keys(map) as K[]).find((key) => map[key] === value) ?? fallback;

/** What the ranking reads from its address: period and stores (loyalty and person type do not apply), metric, order, department and category. */
export function rankingScope(search: URLSearchParams): RankingScope {
  const department = search.get(RANKING_PARAMS.department) || null;
  return {
    filters: { ...readSalesFilters(search, DEFAULTS), loyalty: 'ALL', personType: null },
    metric: keyOf(METRIC_PARAM, search.get(RANKING_PARAMS.metric), 'REVENUE'),
    order: keyOf(ORDER_PARAM, search.get(RANKING_PARAMS.order), 'TOP'),
    department,
    // a category only counts inside its department
    category: department === null ? null : search.get(RANKING_PARAMS.category) || null,
  };
}

/** The page query's variables for a scope. */
export function rankingVariables({ filters, metric, order, department, category }: RankingScope) {
  return { filter: toSalesFilterInput(filters), metric, order, department, category };
}

/** The address after a change of the ranking's choices (the period and stores stay). */
export function writeRankingChoices(search: URLSearchParams, patch: Partial<Omit<RankingScope, 'filters'>>): URLSearchParams {
  const next = new URLSearchParams(search);
  const set = (param: string, value: string | null) => (value ? next.set(param, value) : next.delete(param));
  if (patch.metric) set(RANKING_PARAMS.metric, METRIC_PARAM[patch.metric]);
  if (patch.order) set(RANKING_PARAMS.order, ORDER_PARAM[patch.order]);
  if ('department' in patch) {
    set(RANKING_PARAMS.department, patch.department ?? null);
    next.delete(RANKING_PARAMS.category);
  }
  if ('category' in patch) set(RANKING_PARAMS.category, patch.category ?? null);
  return next;
}
