import { requireViewer } from '../../access/control';
import { parseGlobalId, toGlobalId } from '../../access/globalId';
import { object, size, string } from 'superstruct';
import type { RequestContext } from '../../access/context';
import { validate } from '../../validation';
import type { QueryResolvers } from '../../graphql/resolvers-types';
import { productFilter, rankingArgs, type ProductFilterInput } from './inputs';
import { getProduct, toProductModel } from './catalogue';
import { productSales } from './detail';
import { productTree } from './tree';
import { PRODUCT_SEARCH_MAX_LENGTH, searchProducts } from './search';
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


/** A catalogue product as the API answers it. */
export const productNode = (row: Parameters<typeof toProductModel>[0]) => ({ id: toGlobalId('Product', row.sku), ...toProductModel(row) });

export const productAnalyticsQueries: Pick<QueryResolvers, 'productRanking' | 'productSearch' | 'productDetail' | 'productTree'> = {
  async productTree(_parent, args, ctx) {
    const { filter } = validate(object({ filter: productFilter }), args);
    const scope = await scopeOfRequest(ctx, filter);
    if (!scope) return null;
    const tree = await productTree(ctx.services.ch, scope);
    return { ...tree, nodes: tree.nodes.map((node) => ({ ...node, productId: node.sku === null ? null : toGlobalId('Product', node.sku) })) };
  },
  async productSearch(_parent, args, ctx) {
    const { query } = validate(object({ query: size(string(), 0, PRODUCT_SEARCH_MAX_LENGTH) }), args);
    const viewer = requireViewer(ctx);
    const page = await searchProducts(ctx.services.db, viewer.account.id, query);
    return { totalCount: page.totalCount, products: page.rows.map(productNode) };
  },
  async productDetail(_parent, args, ctx) {
    const input = validate(object({ id: size(string(), 1, 200), filter: productFilter }), args);
    const viewer = requireViewer(ctx);
    const parsed = parseGlobalId(input.id);
    if (!parsed || parsed.type !== 'Product') return null;
    const row = await getProduct(ctx.services.db, viewer.account.id, parsed.id);
    if (!row) return null;
    const scope = await scopeOfRequest(ctx, input.filter);
    const sales = scope && (await productSales(ctx.services.ch, scope, row.sku));
    return {
      product: productNode(row),
      sales: sales && { ...sales, figures: sales.figures && productFiguresNode({ ...sales.figures, name: row.name }) },
    };
  },
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
