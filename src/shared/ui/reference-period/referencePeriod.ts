import { yearBefore } from '@/shared/lib/periods';
import { isIsoDay, readSalesFilters, toSalesFilterInput, type FilterDefaults, type SalesFilterInput, type SalesFilters } from '@/shared/lib/sales-filters';

/** Address parameters of a comparison's reference period (pt-BR, as users see them in links). */
export const REFERENCE_PARAMS = { start: 'ref_de', end: 'ref_ate' } as const;

export interface ReferencePeriod {
  start: string;
  end: string;
  /** whether the address chose it (otherwise: the same days one year earlier) */
  custom: boolean;
}

/** The reference period of an address; the same days one year earlier (the server's default) when missing or malformed. */
export function readReferencePeriod(search: URLSearchParams, period: { start: string; end: string }): ReferencePeriod {
  const start = search.get(REFERENCE_PARAMS.start);
  const end = search.get(REFERENCE_PARAMS.end);
  if (isIsoDay(start) && isIsoDay(end) && start <= end) return { start, end, custom: true };
  return { start: yearBefore(period.start), end: yearBefore(period.end), custom: false };
}

/** A comparison page's scope: the period and filters of the address, and the period it is compared with. */
export interface ComparedPeriods {
  filters: SalesFilters;
  reference: ReferencePeriod;
}

/** Reads a comparison page's scope (loyalty and other filters the page does not offer held by `fixed`). */
export function readComparedPeriods(search: URLSearchParams, defaults: FilterDefaults, fixed: Partial<SalesFilters> = {}): ComparedPeriods {
  const filters: SalesFilters = { ...readSalesFilters(search, defaults), ...fixed };
  return { filters, reference: readReferencePeriod(search, filters) };
}

/** The `filter` and `reference` variables of a comparison page's query. */
export function comparedPeriodsVariables({ filters, reference }: ComparedPeriods): { filter: SalesFilterInput; reference: { start: string; end: string } } {
  return { filter: toSalesFilterInput(filters), reference: { start: reference.start, end: reference.end } };
}
