import { object, optional } from 'superstruct';
import { mercapromoMetrics } from '../mercapromo';
// registers the home's exportable table (opportunities) at load
import '../home';
import { refreshOpportunities, storedOpportunities, unitsKeyOf, type OpportunitiesResult } from '../opportunities';
import { InputError } from '../../../errors';
import { validate } from '../../../validation';
import type { MutationResolvers, QueryResolvers } from '../../../graphql/resolvers-types';
import { current, salesFilter, scopeOf, unitIds } from './analytics';

/** The GraphQL shape of a stored list (or of a selection never computed). */
function opportunitiesView(accountId: string, units: readonly string[] | null | undefined, stored: OpportunitiesResult | null, currentRun: string | null) {
  return {
    // stable per account and selection: Relay updates the list on screen when a refresh returns it
    id: `SuggestedProductsOpportunities:${accountId}:${unitsKeyOf(units)}`,
    computedAt: stored?.computedAt ?? null,
    outdated: Boolean(stored && currentRun && stored.processingUuid !== currentRun),
    windowStart: stored?.windowStart ?? null,
    windowEnd: stored?.windowEnd ?? null,
    activeClients: stored?.activeClients ?? 0,
    chainActiveClients: stored?.chainActiveClients ?? 0,
    opportunities: stored?.opportunities ?? [],
  };
}

const unitsArgs = object({ units: unitIds() });

export const homeQueries: Pick<QueryResolvers, 'suggestedProductsOpportunities' | 'mercapromoMetrics'> = {
  async suggestedProductsOpportunities(_parent, args, ctx) {
    const { units } = validate(unitsArgs, args);
    const { viewer, stamp } = await current(ctx);
    const stored = await storedOpportunities(ctx.services.db, viewer.account.id, units);
    return opportunitiesView(viewer.account.id, units, stored, stamp?.processing_uuid ?? null);
  },
  async mercapromoMetrics(_parent, args, ctx) {
    const { filter } = validate(object({ filter: salesFilter }), args);
    const { viewer, stamp } = await current(ctx);
    // only promotions-only accounts see these figures: other accounts' home never pays for the scan
    if (!stamp || !viewer.account.only_mercapromo) return null;
    const figures = await mercapromoMetrics(ctx.services.ch, scopeOf(viewer, stamp, filter));
    return { ...figures, created_at: stamp.last_updated };
  },
};

export const refreshOpportunitiesArgs = object({ input: object({ units: optional(unitIds()) }) });

export const homeMutations: Pick<MutationResolvers, 'refreshOpportunities'> = {
  async refreshOpportunities(_parent, args, ctx) {
    const { input } = validate(refreshOpportunitiesArgs, args);
    const { viewer, stamp } = await current(ctx);
    if (!stamp) throw new InputError('Ainda não há vendas processadas para esta conta: não há oportunidades para calcular.');
    const units = input.units && input.units.length ? input.units : null;
    const known = await ctx.services.db.query<{ id_erp: string }>('select id_erp from units where account_id = $1 and id_erp = any($2)', [
      viewer.account.id,
      units ?? [],
    ]);
    if (units && known.length !== new Set(units).size) throw new InputError('Loja não encontrada nesta conta.', 'units');
    const stored = await refreshOpportunities(ctx.services.db, ctx.services.ch, {
      accountId: viewer.account.id,
      run: stamp.processing_uuid,
      units,
      userId: viewer.user.id,
    });
    return { opportunities: opportunitiesView(viewer.account.id, units, stored, stamp.processing_uuid) };
  },
};
