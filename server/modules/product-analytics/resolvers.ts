import { requireViewer } from '../../access/control';
import { toGlobalId } from '../../access/globalId';
import type { RequestContext } from '../../access/context';
import { validate } from '../../validation';
import type { QueryResolvers } from '../../graphql/resolvers-types';
import { rankingArgs, type ProductFilterInput } from './inputs';
import { catalogueChoices, productRanking, type ProductFigures } from './ranking';
import type { ProductScope } from './scope';

/**
 * The scope of a request: the viewer's account (never a client-supplied one) and its current run;
 * null before the first run. A category counts only inside a department.
 */
export async function scopeOfRequest(
  ctx: RequestContext,
  filter: ProductFilterInput,
  catalogue: { department?: string | null; category?: string | null } = {},
): Promise<ProductScope | null> {
  const viewer = requireViewer(ctx);
  const stamp = await ctx.services.processing.current(viewer.account.id);
  if (!stamp) return null;
  const department = catalogue.department ?? null;
  return {
    accountId: viewer.account.id,
    run: stamp.processing_uuid,
    start: filter.start,
    end: filter.end,
    units: filter.units && filter.units.length ? filter.units : null,
    department,
    category: department === null ? null : (catalogue.category ?? null),
  };
}

/** A product's figures as the API answers them, with its global id. */
export const productFiguresNode = (figures: ProductFigures) => ({ ...figures, id: toGlobalId('Product', figures.sku) });

export const productAnalyticsQueries: Pick<QueryResolvers, 'productRanking'> = {
  async productRanking(_parent, args, ctx) {
    const input = validate(rankingArgs, args);
    const scope = await scopeOfRequest(ctx, input.filter, input);
    if (!scope) return null;
    const [ranking, departments] = await Promise.all([
      productRanking(ctx.services.ch, scope, input.metric, input.order),
      catalogueChoices(ctx.services.ch, scope.accountId),
    ]);
    return { ...ranking, rows: ranking.rows.map(({ position, ...figures }) => ({ position, product: productFiguresNode(figures) })), departments };
  },
};
