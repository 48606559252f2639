import { STATUSES, type MapView, type Status } from '@/entities/customer-map';

// (the query's variables take these as the server's CustomerActivityStatus: a mismatch does not typecheck)
export { STATUSES, STATUS_COLORS, type MapView, type Status } from '@/entities/customer-map';

/** The address parameter of the status filter and its pt-BR values (`?situacao=ativos,perdidos`). */
export const STATUS_PARAM = 'situacao';
const PARAM_VALUES: Record<Status, string> = {
  actives: 'ativos',
  recentInactives: 'inativos-recentes',
  atRisk: 'em-risco',
  losses: 'perdidos',
  neverBought: 'nunca-compraram',
};

/** The statuses the address asks for; none (or only unknown values) = all. */
export function readStatuses(search: URLSearchParams): Status[] {
  const asked = new Set((search.get(STATUS_PARAM) ?? '').split(','));
  return STATUSES.filter((status) => asked.has(PARAM_VALUES[status]));
}

/** The address with a status filter (all or none → the parameter is left out). */
export function writeStatuses(search: URLSearchParams, statuses: readonly Status[]): URLSearchParams {
  const next = new URLSearchParams(search);
  const chosen = STATUSES.filter((status) => statuses.includes(status));
  if (chosen.length === 0 || chosen.length === STATUSES.length) next.delete(STATUS_PARAM);
  else next.set(STATUS_PARAM, chosen.map((status) => PARAM_VALUES[status]).join(','));
  return next;
}

/** How the consumers are drawn (`?visao=calor`). */
export const VIEW_PARAM = 'visao';
export const readView = (search: URLSearchParams): MapView => (search.get(VIEW_PARAM) === 'calor' ? 'heat' : 'points');
export function writeView(search: URLSearchParams, view: MapView): URLSearchParams {
  const next = new URLSearchParams(search);
  if (view === 'heat') next.set(VIEW_PARAM, 'calor');
  else next.delete(VIEW_PARAM);
  return next;
}
