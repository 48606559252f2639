import { dataToday, FILTER_PARAMS, isIsoDay } from '@/shared/lib/sales-filters';

/** The channels the overview filters and splits by. */
export const OVERVIEW_CHANNELS = ['sms', 'email', 'push', 'whatsapp'] as const;
export type OverviewChannel = (typeof OVERVIEW_CHANNELS)[number];

/** metricsKpi's groupBy by its address value (`?agrupar=`), pt-BR as people read links. */
export const GROUP_PARAM = { dia: 'DAY', semana: 'WEEK', mes: 'MONTH', canal: 'CHANNEL', campanha: 'CAMPAIGN' } as const;
export type GroupParam = keyof typeof GROUP_PARAM;

/** Days in the default period (the last 90 days up to today: campaigns still measuring included). */
export const DEFAULT_DAYS = 90;

/** Address parameters of the overview besides the sales filters' `de`, `ate` and `lojas`. */
export const OVERVIEW_PARAMS = { campaigns: 'campanhas', channels: 'canais', products: 'produtos', groupBy: 'agrupar' } as const;

/** What the address names: the period, the stores, the campaigns, the channels and the evolution's grouping. */
export interface OverviewScope {
  start: string;
  end: string;
  units: string[];
  campaigns: string[];
  channels: OverviewChannel[];
  /** products by SKU: revenue counts only the attributed tickets' lines of these */
  products: string[];
  groupBy: GroupParam;
}

const shift = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const list = (text: string | null) => (text ?? '').split(',').map((item) => item.trim()).filter(Boolean);

/** The scope an address gives; a malformed value falls back to its default. */
export function overviewScope(search: URLSearchParams, now = new Date()): OverviewScope {
  const today = dataToday(now);
  let start = search.get(FILTER_PARAMS.start);
  let end = search.get(FILTER_PARAMS.end);
  if (!isIsoDay(start) || !isIsoDay(end) || start > end) {
    start = shift(today, -(DEFAULT_DAYS - 1));
    end = today;
  }
  const groupBy = search.get(OVERVIEW_PARAMS.groupBy);
  return {
    start,
    end,
    units: list(search.get(FILTER_PARAMS.units)).slice(0, 500),
    campaigns: list(search.get(OVERVIEW_PARAMS.campaigns)).filter((id) => /^[0-9a-f-]{36}$/i.test(id)).slice(0, 500),
    channels: list(search.get(OVERVIEW_PARAMS.channels)).filter((channel): channel is OverviewChannel => (OVERVIEW_CHANNELS as readonly string[]).includes(channel)),
    products: list(search.get(OVERVIEW_PARAMS.products)).slice(0, 500),
    groupBy: groupBy && groupBy in GROUP_PARAM ? (groupBy as GroupParam) : 'mes',
  };
}

/** Sets (or clears) one list parameter of the address, keeping the others. */
export function writeList(search: URLSearchParams, key: string, values: readonly string[]): URLSearchParams {
  const next = new URLSearchParams(search);
  if (values.length) next.set(key, values.join(','));
  else next.delete(key);
  return next;
}
