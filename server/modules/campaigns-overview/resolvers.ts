import { array, boolean, define, enums, nullable, object, optional, size, string } from 'superstruct';
import { requireViewer } from '../../access/control';
import { parseGlobalId } from '../../access/globalId';
import { InputError } from '../../errors';
import type { QueryResolvers } from '../../graphql/resolvers-types';
import { isIsoDay } from '../../../src/shared/lib/sales-filters';
import { productOptions } from '../../shared/productOptions';
import { searchTerm, validate } from '../../validation';
import { groupCampaigns, measureOverview, OVERVIEW_CHANNELS, sumCampaigns, type OverviewGroupBy } from './overview';

/** A calendar day written YYYY-MM-DD. */
const isoDate = () => define<string>('data', (value) => (typeof value === 'string' && isIsoDay(value)) || 'deve ser uma data válida no formato AAAA-MM-DD');

/** Longest period the overview measures at once (days). */
export const MAX_PERIOD_DAYS = 731;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const kpiArgs = object({
  initialDate: isoDate(),
  finalDate: isoDate(),
  groupBy: optional(nullable(enums(['DAY', 'WEEK', 'MONTH', 'CHANNEL', 'CAMPAIGN'] as const))),
  units: optional(nullable(size(array(size(string(), 1, 60)), 0, 500))),
  campaignIds: optional(nullable(size(array(size(string(), 1, 200)), 0, 500))),
  productIds: optional(nullable(size(array(size(string(), 1, 200)), 0, 500))),
  useMessagesCampaignsMetrics: optional(nullable(boolean())),
  channels: optional(nullable(size(array(enums(OVERVIEW_CHANNELS)), 0, 4))),
});

const days = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

const productOptionsArgs = object({ search: searchTerm(), skus: optional(nullable(size(array(size(string(), 1, 200)), 0, 500))) });

export const overviewQueries: Pick<QueryResolvers, 'metricsKpi' | 'metricsKpiProductOptions'> = {
  async metricsKpiProductOptions(_parent, args, ctx) {
    const viewer = requireViewer(ctx);
    const input = validate(productOptionsArgs, { ...args });
    return productOptions(ctx.services.db, viewer.account.id, input.search, input.skus ?? []);
  },
  async metricsKpi(_parent, args, ctx) {
    const viewer = requireViewer(ctx);
    const input = validate(kpiArgs, { ...args });
    if (input.finalDate < input.initialDate) throw new InputError('Período inválido: a data final vem antes da inicial.', 'finalDate');
    if (days(input.initialDate, input.finalDate) > MAX_PERIOD_DAYS) throw new InputError('Período inválido: escolha no máximo 2 anos.', 'finalDate');
    // products are named by SKU (the catalogue's key); one the catalogue does not know is refused
    const skus = [...new Set(input.productIds ?? [])];
    if (skus.length) {
      const known = await ctx.services.db.query<{ sku: string }>(`select sku from products where account_id = $1 and sku = any($2::text[])`, [viewer.account.id, skus]);
      const missing = skus.filter((sku) => !known.some((row) => row.sku === sku));
      if (missing.length) throw new InputError(`Filtro por produtos inválido: o produto ${missing[0]} não existe no catálogo desta conta.`, 'productIds');
    }
    const groupBy: OverviewGroupBy = input.groupBy ?? 'CAMPAIGN';
    const channels = input.channels ?? [];
    // a global OmniCampaign id or the plain uuid; anything else matches no campaign
    const campaignIds = (input.campaignIds ?? []).map((id) => {
      const parsed = parseGlobalId(id);
      return parsed ? (parsed.type === 'OmniCampaign' ? parsed.id : '') : id;
    });
    const unknownOnly = campaignIds.length > 0 && campaignIds.every((id) => !UUID.test(id));
    const campaigns =
      input.useMessagesCampaignsMetrics === false || unknownOnly
        ? []
        : await measureOverview(ctx.services, viewer.account.id, {
            initialDate: input.initialDate,
            finalDate: input.finalDate,
            units: input.units ?? [],
            campaignIds: campaignIds.filter((id) => UUID.test(id)),
            channels,
            skus,
          });
    return { initialDate: input.initialDate, finalDate: input.finalDate, groupBy, totals: sumCampaigns(campaigns), rows: groupCampaigns(campaigns, groupBy, channels) };
  },
};
