import { requireViewer } from '../../access/control';
import { parseGlobalId, toGlobalId } from '../../access/globalId';
import { object, size, string } from 'superstruct';
import type { RequestContext } from '../../access/context';
import { validate } from '../../validation';
import type { QueryResolvers } from '../../graphql/resolvers-types';
import { comparisonArgs, productFilter, rankingArgs, treeArgs, type ProductFilterInput } from './inputs';
import { getProduct, toProductModel } from './catalogue';
import { productSales } from './detail';
import { parseTreeKey, productTreeChildren, productTreeRoot, productTreeSearch } from './tree';
import { COMPARISON_MAX, COMPARISON_MIN, comparison, comparisonCandidates, type ComparisonKind } from './compare';
import { InputError } from '../../errors';
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

export const productAnalyticsQueries: Pick<QueryResolvers, 'productRanking' | 'productSearch' | 'productDetail' | 'productTree' | 'productComparison' | 'categoryComparison'> = {
  productComparison: (_parent, args, ctx) => compare(ctx, args, 'PRODUCTS'),
  categoryComparison: (_parent, args, ctx) => compare(ctx, args, 'CATEGORIES'),
  async productTree(_parent, args, ctx) {
    const input = validate(treeArgs, args);
    const search = input.search?.trim() ?? '';
    const path = input.parentKey == null ? null : parseTreeKey(input.parentKey);
    if (input.parentKey != null && !path) throw new InputError('Nó da árvore inválido.');
    if (path && search) throw new InputError('Pedido inválido: abra um nó ou busque, não os dois.');
    const scope = await scopeOfRequest(ctx, input.filter);
    if (!scope) return null;
    const ch = ctx.services.ch;
    const tree = await (search ? productTreeSearch(ch, scope, search) : path ? productTreeChildren(ch, scope, path) : productTreeRoot(ch, scope));
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

/** How many best sellers a comparison opened without a choice shows. */
const DEFAULT_COMPARED = 3;

/** A products or categories comparison: validate, default to the best sellers, compute. */
async function compare(ctx: RequestContext, args: unknown, kind: ComparisonKind) {
  const input = validate(comparisonArgs, args);
  if (input.items.length > 0 && input.items.length < COMPARISON_MIN) {
    throw new InputError(`Escolha de ${COMPARISON_MIN} a ${COMPARISON_MAX} ${kind === 'PRODUCTS' ? 'produtos' : 'categorias'} para comparar.`);
  }
  if (kind === 'CATEGORIES' && input.items.some((item) => item.split('\u001f').length !== 2)) throw new InputError('Categoria inválida.');
  const scope = await scopeOfRequest(ctx, input.filter);
  if (!scope) return null;
  const candidates = await comparisonCandidates(ctx.services.ch, scope, kind);
  const keys = input.items.length ? input.items : candidates.slice(0, DEFAULT_COMPARED).map((candidate) => candidate.key);
  const items = keys.map((key) => (kind === 'PRODUCTS' ? { sku: key } : { department: key.split('\u001f')[0], category: key.split('\u001f')[1] }));
  const result = await comparison(ctx.services.ch, scope, { start: input.referenceStart, end: input.referenceEnd }, kind, items);
  return {
    ...result,
    referenceStart: input.referenceStart,
    referenceEnd: input.referenceEnd,
    rows: result.rows.map((row) => ({ ...row, productId: row.sku === null ? null : toGlobalId('Product', row.sku) })),
    candidates,
  };
}
