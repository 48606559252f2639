import { filter, pipe } from 'graphql-yoga';
import { enums, nullable, object, optional, size, string } from 'superstruct';
import { requireViewer } from '../../access/control';
import type { RequestContext } from '../../access/context';
import { parseGlobalId, toGlobalId } from '../../access/globalId';
import { InputError, NotFoundError } from '../../errors';
import { toConnection } from '../../graphql/connection';
import type { MutationResolvers, QueryResolvers, SubscriptionResolvers } from '../../graphql/resolvers-types';
import { clampFirst, decodeCursor, toPage } from '../../shared/paging';
import { searchTerm, validate } from '../../validation';
import type { PriceRangeFilters } from './compute';
import { analysisInput } from './inputs';
import { analysisQueue, type RunnerDeps } from './runner';
import { ANALYSIS_SORTS, deleteAnalysis, findAnalysis, insertAnalysis, listAnalyses, productNames, updateAnalysis, type AnalysisSort, type PriceRangeAnalysisRow } from './store';

/** What the analyses' queue needs from the request's services. */
export function runnerDeps(ctx: Pick<RequestContext, 'services'>): RunnerDeps {
  const { db, ch, processing, pubsub } = ctx.services;
  return {
    db,
    ch,
    currentRun: async (accountId) => (await processing.current(accountId))?.processing_uuid ?? null,
    publish: (analysis) => pubsub.publish('priceRangesStatus', analysis.account_id, { analysis }),
    log: process.env.NODE_ENV === 'test' ? undefined : (message) => console.log(`[faixas-precos] ${message}`),
  };
}

/** The API's PriceRangesAnalysis from a row (the ranges only once DONE). */
export function analysisNode(row: PriceRangeAnalysisRow) {
  return {
    id: toGlobalId('PriceRangesAnalysis', row.id),
    _id: row.id,
    name: row.name,
    description: row.description,
    type: 'PRICE_RANGES',
    products_count: row.products_count,
    ranges_count: row.ranges_count,
    status: row.status,
    error: row.error,
    filters: {
      referenceStart: row.filters.referenceStart,
      referenceEnd: row.filters.referenceEnd,
      analyzedStart: row.filters.analyzedStart,
      analyzedEnd: row.filters.analyzedEnd,
      range_count: row.filters.rangeCount,
      products: row.filters.products,
      units: row.filters.units ?? [],
      campaign: null,
    },
    price_ranges: row.status === 'DONE' && row.result ? row.result.priceRanges : [],
    createdAt: row.created_at,
    createdBy: row.created_by_name,
    startedAt: row.started_at,
    finishedAt: row.finished_at,
  };
}

/** An analysis of the viewer's account by its global id or its uuid (the page's address carries the uuid). */
async function analysisOf(ctx: RequestContext, id: unknown): Promise<PriceRangeAnalysisRow | null> {
  const { id: given } = validate(object({ id: size(string(), 1, 200) }), { id });
  const viewer = requireViewer(ctx);
  const parsed = parseGlobalId(given);
  const uuid = parsed ? (parsed.type === 'PriceRangesAnalysis' ? parsed.id : null) : given;
  // a pending analysis (left by a restart) is queued again when someone looks at it
  void analysisQueue(runnerDeps(ctx)).resume(viewer.account.id).catch(() => undefined);
  return uuid ? findAnalysis(ctx.services.db, viewer.account.id, uuid) : null;
}

const listArgs = object({
  after: optional(nullable(string())),
  search: searchTerm(),
  sort: optional(nullable(enums(Object.keys(ANALYSIS_SORTS) as AnalysisSort[]))),
  sortDirection: optional(nullable(enums(['ASC', 'DESC'] as const))),
});

export const priceRangesQueries: Pick<
  QueryResolvers,
  'priceRangesAnalyticsList' | 'priceRangesAnalytic' | 'priceRangesProductsWithoutSales' | 'priceRangesHistogram' | 'priceRangesAnalytics'
> = {
  async priceRangesAnalyticsList(_parent, args, ctx) {
    const input = validate(listArgs, { after: args.after, search: args.search, sort: args.sort, sortDirection: args.sortDirection });
    const viewer = requireViewer(ctx);
    void analysisQueue(runnerDeps(ctx)).resume(viewer.account.id).catch(() => undefined);
    const first = clampFirst(args.first);
    const offset = decodeCursor(input.after);
    const { rows, totalCount } = await listAnalyses(ctx.services.db, viewer.account.id, {
      search: input.search?.trim() || null,
      sort: input.sort ?? 'CREATED_AT',
      direction: input.sortDirection ?? (input.sort === 'NAME' ? 'ASC' : 'DESC'),
      offset,
      limit: first + 1,
    });
    return toConnection(toPage(rows.map(analysisNode), first, offset, totalCount)) as never;
  },
  async priceRangesAnalytic(_parent, args, ctx) {
    const row = await analysisOf(ctx, args.id);
    return row ? (analysisNode(row) as never) : null;
  },
  async priceRangesProductsWithoutSales(_parent, args, ctx) {
    const row = await analysisOf(ctx, args.id);
    return row?.status === 'DONE' && row.result ? row.result.productsWithoutSales : null;
  },
  async priceRangesHistogram(_parent, args, ctx) {
    const row = await analysisOf(ctx, args.id);
    return row?.status === 'DONE' && row.result ? { analysisId: toGlobalId('PriceRangesAnalysis', row.id), bins: row.result.histogram, cutPoints: row.result.cutPoints } : null;
  },
  async priceRangesAnalytics(_parent, args, ctx) {
    const row = await analysisOf(ctx, args.id);
    return row?.status === 'DONE' && row.result
      ? { analysisId: toGlobalId('PriceRangesAnalysis', row.id), cutPoints: row.result.cutPoints, totals: row.result.totals, price_ranges: row.result.priceRanges }
      : null;
  },
};

export const priceRangesMutations: Pick<MutationResolvers, 'upsertPriceRangesAnalytics' | 'deletePriceRangesAnalytics'> = {
  async upsertPriceRangesAnalytics(_parent, args, ctx) {
    const input = validate(analysisInput, args.input);
    const viewer = requireViewer(ctx);
    const { db } = ctx.services;
    const products = [...new Set(input.products.map((sku) => sku.trim()))];
    const known = await productNames(db, viewer.account.id, products);
    const unknown = products.filter((sku) => !known.has(sku));
    if (unknown.length) throw new InputError(`Produto não encontrado no catálogo: ${unknown.slice(0, 5).join(', ')}${unknown.length > 5 ? '…' : ''}.`, 'products');
    const filters: PriceRangeFilters = {
      products,
      units: input.units?.length ? [...new Set(input.units)] : null,
      referenceStart: input.referenceStart,
      referenceEnd: input.referenceEnd,
      analyzedStart: input.analyzedStart,
      analyzedEnd: input.analyzedEnd,
      rangeCount: input.range_count as number,
    };
    const fields = { name: input.name.trim(), description: input.description?.trim() ?? '', filters };
    let row: PriceRangeAnalysisRow | null;
    if (input.id) {
      const parsed = parseGlobalId(input.id);
      const uuid = parsed ? (parsed.type === 'PriceRangesAnalysis' ? parsed.id : '') : input.id;
      const current = await findAnalysis(db, viewer.account.id, uuid);
      if (!current) throw new NotFoundError('Análise não encontrada.');
      const recompute = JSON.stringify(current.filters) !== JSON.stringify(filters) || current.status === 'FAILED';
      row = await updateAnalysis(db, viewer.account.id, current.id, fields, recompute);
    } else {
      row = await insertAnalysis(db, { accountId: viewer.account.id, userId: viewer.user.id, ...fields });
    }
    if (!row) throw new NotFoundError('Análise não encontrada.');
    const deps = runnerDeps(ctx);
    deps.publish(row);
    // computed in the background; the pages follow it on priceRangesAnalyticsStatus
    if (row.status === 'QUEUED') void analysisQueue(deps).enqueue(row.id, row.account_id);
    return { analysis: analysisNode(row) as never };
  },
  async deletePriceRangesAnalytics(_parent, args, ctx) {
    const row = await analysisOf(ctx, args.id);
    if (!row || !(await deleteAnalysis(ctx.services.db, row.account_id, row.id))) throw new NotFoundError('Análise não encontrada.');
    return { deletedId: toGlobalId('PriceRangesAnalysis', row.id) };
  },
};

export const priceRangesSubscriptions: Pick<SubscriptionResolvers, 'priceRangesAnalyticsStatus'> = {
  priceRangesAnalyticsStatus: {
    subscribe: (_parent, _args, ctx) => {
      const viewer = requireViewer(ctx);
      return pipe(
        ctx.services.pubsub.subscribe('priceRangesStatus', viewer.account.id),
        filter((event) => event.analysis.account_id === viewer.account.id),
      );
    },
    resolve: (event: { analysis: PriceRangeAnalysisRow }) => analysisNode(event.analysis) as never,
  },
};
