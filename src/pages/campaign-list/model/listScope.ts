import { CAMPAIGN_STATUSES, channelOfPath, type CampaignPageChannel, type CampaignStatus } from '@/entities/campaign';

/** Address parameters of the list: statuses (`situacao=DRAFT,ACTIVE`), store, search, period (`de`, `ate`: campaigns whose period overlaps it), order, page, and WhatsApp's tab (`aba=modelos`). */
export const LIST_PARAMS = { status: 'situacao', unit: 'loja', search: 'busca', from: 'de', to: 'ate', order: 'ordem', page: 'pagina', tab: 'aba' } as const;

/** The WhatsApp list's tabs: its campaigns, or its message templates (`?aba=modelos`). */
export type ListTab = 'campanhas' | 'modelos';

/** Campaigns per page. */
export const CAMPAIGNS_PAGE_SIZE = 20;

/** The orders the list offers, as the address writes them, and the server's sort for each. */
export const LIST_ORDERS = {
  criacao: 'CREATED_AT',
  atualizacao: 'UPDATED_AT',
  titulo: 'TITLE',
  inicio: 'INITIAL_DATE',
  situacao: 'STATUS',
} as const;
export type ListOrder = keyof typeof LIST_ORDERS;
/** The list's default order: the newest first. */
export const DEFAULT_ORDER = 'criacao.desc';

export interface CampaignListScope {
  channel: CampaignPageChannel;
  statuses: CampaignStatus[];
  unit: string | null;
  search: string | null;
  /** yyyy-MM-dd ends of the period filter (either may be open) */
  from: string | null;
  to: string | null;
  order: ListOrder;
  direction: 'asc' | 'desc';
  page: number;
  /** WhatsApp only: campaigns or templates */
  tab: ListTab;
}

/** The scope of an address (unknown values read as "all"); the channel comes from the path. */
export function readListScope(pathname: string, search: URLSearchParams): CampaignListScope {
  const statuses = (search.get(LIST_PARAMS.status) ?? '')
    .split(',')
    .filter((value): value is CampaignStatus => (CAMPAIGN_STATUSES as readonly string[]).includes(value));
  const [order, direction] = (search.get(LIST_PARAMS.order) ?? DEFAULT_ORDER).split('.');
  const known = order in LIST_ORDERS && (direction === 'asc' || direction === 'desc');
  const page = Number(search.get(LIST_PARAMS.page));
  const date = (param: string) => {
    const value = search.get(param) ?? '';
    return /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) ? value : null;
  };
  return {
    channel: channelOfPath(pathname),
    statuses: [...new Set(statuses)],
    unit: search.get(LIST_PARAMS.unit)?.trim().slice(0, 60) || null,
    search: search.get(LIST_PARAMS.search)?.trim().slice(0, 100) || null,
    from: date(LIST_PARAMS.from),
    to: date(LIST_PARAMS.to),
    order: known ? (order as ListOrder) : 'criacao',
    direction: known ? (direction as 'asc' | 'desc') : 'desc',
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
    tab: channelOfPath(pathname) === 'whatsapp' && search.get(LIST_PARAMS.tab) === 'modelos' ? 'modelos' : 'campanhas',
  };
}

/** The query's variables of a scope. */
export function listVariables(scope: CampaignListScope) {
  return {
    channels: [scope.channel],
    status: scope.statuses.length ? scope.statuses : null,
    units: scope.unit ? [scope.unit] : null,
    search: scope.search,
    initialDate: scope.from,
    finalDate: scope.to,
    sort: LIST_ORDERS[scope.order],
    sortDirection: scope.direction === 'asc' ? ('ASC' as const) : ('DESC' as const),
    page: scope.page,
    pageSize: CAMPAIGNS_PAGE_SIZE,
    // the WhatsApp page also reads its templates (the Modelos tab)
    whatsapp: scope.channel === 'whatsapp',
  };
}

/** The address with one status toggled in or out of the filter (back to the first page). */
export function toggleStatus(search: URLSearchParams, status: CampaignStatus): URLSearchParams {
  const next = new URLSearchParams(search);
  const current = new Set((search.get(LIST_PARAMS.status) ?? '').split(',').filter(Boolean));
  if (current.has(status)) current.delete(status);
  else current.add(status);
  const ordered = CAMPAIGN_STATUSES.filter((value) => current.has(value));
  if (ordered.length) next.set(LIST_PARAMS.status, ordered.join(','));
  else next.delete(LIST_PARAMS.status);
  next.delete(LIST_PARAMS.page);
  return next;
}

/** One CSV line per campaign (`;`-separated, as pt-BR spreadsheets open it), with a header. */
export function campaignsCsv(
  rows: readonly { _id: string; title: string; status_label: string; initial_date?: string | null; final_date?: string | null; messages_dispatches_quantity: number; segments: readonly { name?: string | null }[] }[],
  header: readonly string[],
): string {
  const cell = (value: string | number | null | undefined) => {
    const text = String(value ?? '');
    return /[;"\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  const lines = rows.map((row) =>
    [row._id, row.title, row.status_label, row.initial_date, row.final_date, row.segments.map((s) => s.name ?? '').join(', '), row.messages_dispatches_quantity].map(cell).join(';'),
  );
  return [header.map(cell).join(';'), ...lines].join('\r\n');
}
