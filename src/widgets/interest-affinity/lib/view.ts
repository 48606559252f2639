import { readSalesFilters, toSalesFilterInput, type SalesFilters } from '@/shared/lib/sales-filters';

/** How an interests page groups consumers (GraphQL `InterestView`). */
export type InterestView = 'GENDER' | 'AGE' | 'PERSON_TYPE';

/** Address parameter of the department drilled into. */
export const DEPARTMENT_PARAM = 'departamento';

/** The interests pages, each a view (the root, /clientes/interesses, shows the gender view). */
export const INTEREST_VIEWS: readonly { view: InterestView; path: string }[] = [
  { view: 'GENDER', path: '/clientes/interesses/por-genero' },
  { view: 'AGE', path: '/clientes/interesses/por-idade' },
  { view: 'PERSON_TYPE', path: '/clientes/interesses/pessoa-juridica' },
];

export interface InterestsScope {
  filters: SalesFilters;
  department: string | null;
}

const DEFAULTS = { period: { lastMonths: 12 } } as const;

/**
 * What an interests page reads from its address: the period and registration stores (person type is
 * what the views group by, and the loyalty split does not apply: both fixed) and the department drilled into.
 */
export function interestsScope(search: URLSearchParams): InterestsScope {
  return { filters: { ...readSalesFilters(search, DEFAULTS), loyalty: 'ALL', personType: null }, department: search.get(DEPARTMENT_PARAM) };
}

/** The page query's variables for a scope. */
export function interestsVariables({ filters, department }: InterestsScope) {
  return { filter: toSalesFilterInput(filters), department };
}
