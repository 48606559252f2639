import type { ExportTableId } from '../../../src/shared/config';
import { formatCurrency, formatNumber } from '../../../src/shared/lib/number';
import type { AnalyticsStore, Queryable } from '../../stores';
import { dataDay } from '../campaign-results';
import { groupCampaigns, measureOverview, OVERVIEW_CHANNELS, type OverviewChannel, type OverviewFigures, type OverviewGroupBy } from './overview';

/** The rows of an exported table (as sales-analytics' TableRows), formatted for people. */
type OverviewTableRows = (
  ch: AnalyticsStore,
  scope: { accountId: string; start: string; end: string; units: readonly string[] | null },
  params: Record<string, string>,
  context: { db: Queryable },
) => Promise<string[][]>;

/** pt-BR names of the channels, as the page shows them. */
export const CHANNEL_NAMES: Record<OverviewChannel, string> = { sms: 'SMS', email: 'E-mail', push: 'Aplicativo (push)', whatsapp: 'WhatsApp' };

const GROUPS: Record<string, OverviewGroupBy> = { dia: 'DAY', semana: 'WEEK', mes: 'MONTH', canal: 'CHANNEL', campanha: 'CAMPAIGN' };

const money = (value: number | null) => (value === null ? '' : formatCurrency(value));
const count = (value: number | null) => (value === null ? '' : formatNumber(value, 0));
const day = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`;

function figureCells(figures: OverviewFigures): string[] {
  return [
    count(figures.count),
    money(figures.price),
    count(figures.recipients),
    count(figures.clients),
    count(figures.tickets),
    money(figures.revenue),
    figures.roi === null ? '' : formatNumber(figures.roi, 2),
    money(figures.incremental_revenue),
    money(figures.incremental_revenue_low),
    money(figures.incremental_revenue_high),
  ];
}

/**
 * The page's filters as the export carries them: the sales filter's period and stores, and in params
 * `campanhas` (campaign uuids), `canais`, `produtos` (SKUs) and `agrupar` (dia, semana, mes, canal, campanha).
 */
async function measured(ch: AnalyticsStore, scope: Parameters<OverviewTableRows>[1], params: Record<string, string>, db: Queryable) {
  const list = (text: string | undefined) => (text ?? '').split(',').map((item) => item.trim()).filter(Boolean);
  const channels = list(params.canais).filter((channel): channel is OverviewChannel => (OVERVIEW_CHANNELS as readonly string[]).includes(channel));
  const campaignIds = list(params.campanhas).filter((id) => /^[0-9a-f-]{36}$/i.test(id));
  const skus = list(params.produtos).slice(0, 500);
  const campaigns = await measureOverview({ db, ch }, scope.accountId, { initialDate: scope.start, finalDate: scope.end, units: scope.units ?? [], campaignIds, channels, skus });
  return { campaigns, channels };
}

/** The campaigns overview's tables, recomputed from the page's filters by the same measurement. */
export const OVERVIEW_TABLE_ROWS = {
  'campanhas.resultados-gerais': async (ch, scope, params, { db }) => {
    const { campaigns, channels } = await measured(ch, scope, params, db);
    return groupCampaigns(campaigns, 'CAMPAIGN', channels).map((row) => [
      row.label,
      row.channels.map((channel) => CHANNEL_NAMES[channel]).join(', '),
      row.first_send ? day(dataDay(row.first_send)) : '',
      row.window_end ? day(row.window_end) : '',
      row.running ? 'Em medição' : 'Encerrada',
      ...figureCells(row.figures),
    ]);
  },
  'campanhas.resultados-gerais.agrupado': async (ch, scope, params, { db }) => {
    const { campaigns, channels } = await measured(ch, scope, params, db);
    const groupBy = GROUPS[params.agrupar ?? ''] ?? 'MONTH';
    return groupCampaigns(campaigns, groupBy, channels).map((row) => [
      groupBy === 'CHANNEL' ? CHANNEL_NAMES[row.key as OverviewChannel] : groupBy === 'MONTH' ? `${row.key.slice(5, 7)}/${row.key.slice(0, 4)}` : groupBy === 'CAMPAIGN' ? row.label : day(row.key),
      count(row.figures.campaigns),
      ...figureCells(row.figures),
    ]);
  },
} satisfies Partial<Record<ExportTableId, OverviewTableRows>>;
