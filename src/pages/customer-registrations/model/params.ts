import type { ConsumerRegistrationSort, ConsumerRegistrationSortDirection } from '../api/__generated__/CustomerRegistrationsPageQuery.graphql';

/** Address parameters of the list (filters, order and rows loaded). */
export const REGISTRATION_PARAMS = {
  search: 'busca',
  /** `sim` | `nao` */
  confirmed: 'confirmados',
  origin: 'origem',
  unit: 'loja',
  start: 'de',
  end: 'ate',
  /** `cadastro.desc`, `nome.asc`, `pontos.desc`… */
  order: 'ordem',
} as const;

/** The `<address>_linhas` key of the list's "Carregar mais". */
export const REGISTRATION_ROWS_ADDRESS = 'cadastros';

/** The orders the list offers, as the address writes them, and the server's sort for each. */
export const REGISTRATION_ORDERS = {
  cadastro: 'CREATED_AT',
  nome: 'NAME',
  pontos: 'POINTS',
} as const satisfies Record<string, ConsumerRegistrationSort>;

export type RegistrationOrder = keyof typeof REGISTRATION_ORDERS;

export interface RegistrationScope {
  search: string | null;
  confirmed: boolean | null;
  origin: string | null;
  unit: string | null;
  start: string | null;
  end: string | null;
  order: RegistrationOrder;
  direction: 'asc' | 'desc';
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const day = (value: string | null) => (value && DAY.test(value) ? value : null);

/** What the list's address asks for (newest registrations first by default). */
export function readRegistrationScope(search: URLSearchParams): RegistrationScope {
  const [order, direction] = (search.get(REGISTRATION_PARAMS.order) ?? '').split('.');
  const known = order in REGISTRATION_ORDERS && (direction === 'asc' || direction === 'desc');
  const confirmed = search.get(REGISTRATION_PARAMS.confirmed);
  return {
    search: search.get(REGISTRATION_PARAMS.search)?.trim().slice(0, 120) || null,
    confirmed: confirmed === 'sim' ? true : confirmed === 'nao' ? false : null,
    origin: search.get(REGISTRATION_PARAMS.origin)?.trim().slice(0, 80) || null,
    unit: search.get(REGISTRATION_PARAMS.unit)?.trim().slice(0, 60) || null,
    start: day(search.get(REGISTRATION_PARAMS.start)),
    end: day(search.get(REGISTRATION_PARAMS.end)),
    order: known ? (order as RegistrationOrder) : 'cadastro',
    direction: known ? (direction as 'asc' | 'desc') : 'desc',
  };
}

/** The server's arguments of a scope (the list's and the export's). */
export function registrationArgs(scope: RegistrationScope) {
  return {
    filter: { search: scope.search, confirmed: scope.confirmed, origin: scope.origin, unit: scope.unit, start: scope.start, end: scope.end },
    sort: REGISTRATION_ORDERS[scope.order],
    direction: (scope.direction === 'asc' ? 'ASC' : 'DESC') as ConsumerRegistrationSortDirection,
  };
}

/** Whether any filter narrows the list (the empty state says "nothing matches" rather than "no consumers"). */
export const isFiltering = (scope: RegistrationScope) =>
  scope.search !== null || scope.confirmed !== null || scope.origin !== null || scope.unit !== null || scope.start !== null || scope.end !== null;

/** The consumer's management pages (the id is the customer's global id). */
export const editRegistrationPath = (id: string) => `/clientes/gerenciamento/cadastros/edicao-cadastros?cliente=${encodeURIComponent(id)}`;
export const editPointsPath = (id: string) => `/clientes/gerenciamento/cadastros/edicao-pontos?cliente=${encodeURIComponent(id)}`;
