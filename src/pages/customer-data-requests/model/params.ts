/** Address parameters of the requests page (tab, search, order, rows loaded, the open request). */
export const REQUEST_PARAMS = {
  /** `pendentes` (default) | `todas` */
  tab: 'aba',
  search: 'busca',
  /** `solicitacao.asc`, `nome.desc`, `resposta.desc`… */
  order: 'ordem',
  /** the DeleteDataRequest id whose detail is open */
  detail: 'solicitacao',
} as const;

/** The `<address>_linhas` key of the list's "Carregar mais". */
export const REQUEST_ROWS_ADDRESS = 'solicitacoes';

/** The orders the list offers, as the address writes them, and the server's sort for each. */
export const REQUEST_ORDERS = { solicitacao: 'REQUESTED_AT', nome: 'NAME', resposta: 'FINISHED_AT' } as const;
export type RequestOrder = keyof typeof REQUEST_ORDERS;
export type RequestTab = 'pendentes' | 'todas';

export interface RequestScope {
  tab: RequestTab;
  search: string | null;
  order: RequestOrder;
  direction: 'asc' | 'desc';
  detail: string | null;
}

/** What the address asks for: pending ones oldest first (closest to the deadline), all newest first. */
export function readRequestScope(search: URLSearchParams): RequestScope {
  const tab: RequestTab = search.get(REQUEST_PARAMS.tab) === 'todas' ? 'todas' : 'pendentes';
  const [order, direction] = (search.get(REQUEST_PARAMS.order) ?? '').split('.');
  const known = order in REQUEST_ORDERS && (direction === 'asc' || direction === 'desc');
  return {
    tab,
    search: search.get(REQUEST_PARAMS.search)?.trim().slice(0, 100) || null,
    order: known ? (order as RequestOrder) : 'solicitacao',
    direction: known ? (direction as 'asc' | 'desc') : tab === 'pendentes' ? 'asc' : 'desc',
    detail: search.get(REQUEST_PARAMS.detail)?.slice(0, 200) || null,
  };
}

/** The server's arguments of a scope. */
export function requestArgs(scope: RequestScope) {
  return {
    status: scope.tab === 'pendentes' ? ('PENDING' as const) : null,
    search: scope.search,
    sort: REQUEST_ORDERS[scope.order],
    direction: scope.direction === 'asc' ? ('ASC' as const) : ('DESC' as const),
    detailId: scope.detail ?? '',
    withDetail: scope.detail !== null,
  };
}

/** The CSV export's address for a scope (the same filters and order). */
export function exportHref(scope: RequestScope): string {
  const query = new URLSearchParams({ aba: scope.tab, ordem: `${scope.order}.${scope.direction}` });
  if (scope.search) query.set('busca', scope.search);
  return `/api/clientes/solicitacoes.csv?${query}`;
}
