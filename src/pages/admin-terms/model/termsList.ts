/** URL parameter of the status filter: todas (default), rascunho, publicada. */
export const STATUS_PARAM = 'situacao';
/** URL parameter of the order: versao.desc (default) or versao.asc. */
export const ORDER_PARAM = 'ordem';

export const STATUSES = ['todas', 'rascunho', 'publicada'] as const;
export type TermsStatusFilter = (typeof STATUSES)[number];
export const ORDERS = ['versao.desc', 'versao.asc'] as const;
export type TermsOrder = (typeof ORDERS)[number];

export interface ListedVersion {
  version: number;
  published_at: unknown;
}

/** The status filter and order the address asks for (unknown values fall back to the defaults). */
export function listOptionsOf(params: URLSearchParams): { status: TermsStatusFilter; order: TermsOrder } {
  const status = params.get(STATUS_PARAM) as TermsStatusFilter | null;
  const order = params.get(ORDER_PARAM) as TermsOrder | null;
  return { status: status && STATUSES.includes(status) ? status : 'todas', order: order && ORDERS.includes(order) ? order : 'versao.desc' };
}

/** The versions the list shows: filtered by status, ordered by version number. */
export function visibleVersions<T extends ListedVersion>(versions: readonly T[], status: TermsStatusFilter, order: TermsOrder): T[] {
  const kept = versions.filter((v) => status === 'todas' || (status === 'rascunho' ? v.published_at == null : v.published_at != null));
  return [...kept].sort((a, b) => (order === 'versao.asc' ? a.version - b.version : b.version - a.version));
}

/** The editor's problems (pt-BR message ids) before anything is sent. */
export function draftProblems(title: string, text: string, limits: { title: number; text: number }): { title?: 'required' | 'tooLong'; text?: 'required' | 'tooLong' } {
  const problems: { title?: 'required' | 'tooLong'; text?: 'required' | 'tooLong' } = {};
  if (!title.trim()) problems.title = 'required';
  else if (title.length > limits.title) problems.title = 'tooLong';
  if (!text.trim()) problems.text = 'required';
  else if (text.length > limits.text) problems.text = 'tooLong';
  return problems;
}
